; ep37: emboss of /work/main/Fixtures/MetalCorpus/Emboss.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/Emboss.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"


%"struct.metal::ep_matrix" = type { [3 x <3 x float>] }

@kEmboss = dso_local local_unnamed_addr global %"struct.metal::ep_matrix" zeroinitializer, align 16

define dso_local noundef double @_Z6embossDv2_fN7SwiftUI5LayerEf(double noundef %0, ptr %1, float noundef %2) #0 !dbg !9 {
  %4 = bitcast double %0 to <2 x float>
  br label %17, !dbg !13

5:                                                ; preds = %17
  %6 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %0), !dbg !14
  %7 = bitcast double %6 to <4 x half>, !dbg !18
  %8 = fmul float %2, %71, !dbg !19
  %9 = fptrunc float %8 to half, !dbg !19
  %10 = extractelement <4 x half> %7, i64 3, !dbg !19
  %11 = fmul half %10, %9, !dbg !19
  %12 = insertelement <3 x half> poison, half %11, i64 0, !dbg !19
  %13 = shufflevector <3 x half> %12, <3 x half> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>, !dbg !19
  %14 = fadd <4 x half> %13, %7, !dbg !19
  %15 = shufflevector <4 x half> %14, <4 x half> %7, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !20
  %16 = bitcast <4 x half> %15 to double, !dbg !25
  ret double %16, !dbg !26

17:                                               ; preds = %17, %3
  %18 = phi i64 [ -1, %3 ], [ %23, %17 ]
  %19 = phi float [ 0.000000e+00, %3 ], [ %71, %17 ]
  %20 = trunc nsw i64 %18 to i32
  %21 = sitofp i32 %20 to float
  %22 = insertelement <2 x float> poison, float %21, i64 0
  %23 = add nsw i64 %18, 1, !dbg !27
  %24 = getelementptr inbounds [3 x <3 x float>], ptr @kEmboss, i64 0, i64 %23
  %25 = insertelement <2 x float> %22, float -1.000000e+00, i64 1, !dbg !28
  %26 = fadd <2 x float> %25, %4, !dbg !33
  %27 = bitcast <2 x float> %26 to double, !dbg !34
  %28 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %27), !dbg !35
  %29 = load <4 x float>, ptr %24, align 16, !dbg !37
  %30 = insertelement <2 x float> %22, float 0.000000e+00, i64 1, !dbg !28
  %31 = fadd <2 x float> %30, %4, !dbg !33
  %32 = bitcast <2 x float> %31 to double, !dbg !34
  %33 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %32), !dbg !35
  %34 = load <4 x float>, ptr %24, align 16, !dbg !37
  %35 = insertelement <2 x float> %22, float 1.000000e+00, i64 1, !dbg !28
  %36 = fadd <2 x float> %35, %4, !dbg !33
  %37 = bitcast <2 x float> %36 to double, !dbg !34
  %38 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %37), !dbg !35
  %39 = bitcast double %28 to <4 x half>, !dbg !34
  %40 = bitcast double %33 to <4 x half>, !dbg !34
  %41 = shufflevector <4 x half> %39, <4 x half> %40, <2 x i32> <i32 2, i32 6>, !dbg !38
  %42 = fmul <2 x half> %41, splat (half 0xH2F4C), !dbg !38
  %43 = shufflevector <4 x half> %39, <4 x half> %40, <2 x i32> <i32 1, i32 5>, !dbg !38
  %44 = fmul <2 x half> %43, splat (half 0xH38B2), !dbg !38
  %45 = shufflevector <4 x half> %39, <4 x half> %40, <2 x i32> <i32 0, i32 4>, !dbg !38
  %46 = fmul <2 x half> %45, splat (half 0xH34C9), !dbg !38
  %47 = fadd <2 x half> %46, zeroinitializer, !dbg !41
  %48 = fadd <2 x half> %44, %47, !dbg !41
  %49 = fadd <2 x half> %42, %48, !dbg !41
  %50 = fpext <2 x half> %49 to <2 x float>, !dbg !42
  %51 = shufflevector <4 x float> %29, <4 x float> %34, <2 x i32> <i32 0, i32 5>, !dbg !43
  %52 = fmul <2 x float> %51, %50, !dbg !43
  %53 = extractelement <2 x float> %52, i64 0, !dbg !44
  %54 = fadd float %19, %53, !dbg !44
  %55 = extractelement <2 x float> %52, i64 1, !dbg !44
  %56 = fadd float %54, %55, !dbg !44
  %57 = bitcast double %38 to <4 x half>, !dbg !34
  %58 = getelementptr inbounds nuw i8, ptr %24, i64 8, !dbg !37
  %59 = load float, ptr %58, align 8, !dbg !37
  %60 = extractelement <4 x half> %57, i64 0, !dbg !45
  %61 = fmul half %60, 0xH34C9, !dbg !38
  %62 = fadd half %61, 0xH0000, !dbg !41
  %63 = shufflevector <4 x half> %57, <4 x half> poison, <2 x i32> <i32 1, i32 2>, !dbg !38
  %64 = fmul <2 x half> %63, <half 0xH38B2, half 0xH2F4C>, !dbg !38
  %65 = extractelement <2 x half> %64, i64 0, !dbg !41
  %66 = fadd half %65, %62, !dbg !41
  %67 = extractelement <2 x half> %64, i64 1, !dbg !41
  %68 = fadd half %67, %66, !dbg !41
  %69 = fpext half %68 to float, !dbg !42
  %70 = fmul float %59, %69, !dbg !43
  %71 = fadd float %56, %70, !dbg !44
  %72 = icmp eq i64 %23, 2, !dbg !48
  br i1 %72, label %5, label %17, !dbg !13, !llvm.loop !49
}

declare !dbg !52 double @ep_layer_sample(ptr noundef, double noundef) local_unnamed_addr #1

attributes #0 = { alwaysinline mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/Emboss.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "8e84f3916519cb1ff61113f32a1bea36")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "emboss", scope: !10, file: !10, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/Emboss.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "8e84f3916519cb1ff61113f32a1bea36")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 10, column: 5, scope: !9)
!14 = !DILocation(line: 1174, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "sample", scope: !16, file: !16, line: 1173, type: !11, scopeLine: 1173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!17 = distinct !DILocation(line: 16, column: 24, scope: !9)
!18 = !DILocation(line: 16, column: 24, scope: !9)
!19 = !DILocation(line: 17, column: 12, scope: !9)
!20 = !DILocation(line: 154, column: 38, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !16, file: !16, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 180, column: 4, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !16, file: !16, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 17, column: 12, scope: !9)
!25 = !DILocation(line: 181, column: 10, scope: !23, inlinedAt: !24)
!26 = !DILocation(line: 18, column: 1, scope: !9)
!27 = !DILocation(line: 10, column: 31, scope: !9)
!28 = !DILocation(line: 154, column: 38, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(2))), int>", scope: !16, file: !16, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 180, column: 4, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(2))), int, int>", scope: !16, file: !16, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 12, column: 47, scope: !9)
!33 = !DILocation(line: 12, column: 45, scope: !9)
!34 = !DILocation(line: 12, column: 29, scope: !9)
!35 = !DILocation(line: 1174, column: 12, scope: !15, inlinedAt: !36)
!36 = distinct !DILocation(line: 12, column: 29, scope: !9)
!37 = !DILocation(line: 13, column: 22, scope: !9)
!38 = !DILocation(line: 399, column: 65, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "dot<_Float16 __attribute__((ext_vector_type(3)))>", scope: !16, file: !16, line: 397, type: !11, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 13, column: 52, scope: !9)
!41 = !DILocation(line: 399, column: 50, scope: !39, inlinedAt: !40)
!42 = !DILocation(line: 13, column: 52, scope: !9)
!43 = !DILocation(line: 13, column: 44, scope: !9)
!44 = !DILocation(line: 13, column: 19, scope: !9)
!45 = !DILocation(line: 277, column: 64, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "ep_at<_Float16 __attribute__((ext_vector_type(3)))>", scope: !16, file: !16, line: 276, type: !11, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 399, column: 53, scope: !39, inlinedAt: !40)
!48 = !DILocation(line: 10, column: 24, scope: !9)
!49 = distinct !{!49, !13, !50, !51}
!50 = !DILocation(line: 15, column: 5, scope: !9)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DISubprogram(name: "ep_layer_sample", scope: !16, file: !16, line: 1165, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
