; ep37: gaussianRow of /work/main/Fixtures/MetalCorpus/GaussianRow.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/GaussianRow.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"




@kWeights = dso_local local_unnamed_addr global [5 x float] [float 6.250000e-02, float 2.500000e-01, float 3.750000e-01, float 2.500000e-01, float 6.250000e-02], align 16
@kOffsets = dso_local local_unnamed_addr global [5 x float] [float -2.000000e+00, float -1.000000e+00, float 0.000000e+00, float 1.000000e+00, float 2.000000e+00], align 16

define dso_local noundef double @_Z11gaussianRowDv2_fN7SwiftUI5LayerEf(double noundef %0, ptr %1, float noundef %2) #0 !dbg !9 {
  %4 = bitcast double %0 to <2 x float>
  %5 = load float, ptr @kOffsets, align 16, !dbg !13, !tbaa !14
  %6 = fmul float %2, %5, !dbg !13
  %7 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %6, i64 0, !dbg !18
  %8 = fadd <2 x float> %7, %4, !dbg !24
  %9 = load <4 x float>, ptr @kWeights, align 16, !dbg !25
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !25
  %11 = bitcast <2 x float> %8 to double, !dbg !26
  %12 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %11), !dbg !27
  %13 = bitcast double %12 to <4 x half>
  %14 = fpext <4 x half> %13 to <4 x float>, !dbg !30
  %15 = fmul <4 x float> %10, %14, !dbg !35
  %16 = fadd <4 x float> %15, zeroinitializer, !dbg !36
  %17 = load float, ptr getelementptr inbounds nuw (i8, ptr @kOffsets, i64 4), align 4, !dbg !13, !tbaa !14
  %18 = fmul float %2, %17, !dbg !13
  %19 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %18, i64 0, !dbg !18
  %20 = fadd <2 x float> %19, %4, !dbg !24
  %21 = load <4 x float>, ptr getelementptr inbounds nuw (i8, ptr @kWeights, i64 4), align 4, !dbg !25
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !25
  %23 = bitcast <2 x float> %20 to double, !dbg !26
  %24 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %23), !dbg !27
  %25 = bitcast double %24 to <4 x half>
  %26 = fpext <4 x half> %25 to <4 x float>, !dbg !30
  %27 = fmul <4 x float> %22, %26, !dbg !35
  %28 = fadd <4 x float> %16, %27, !dbg !36
  %29 = load float, ptr getelementptr inbounds nuw (i8, ptr @kOffsets, i64 8), align 8, !dbg !13, !tbaa !14
  %30 = fmul float %2, %29, !dbg !13
  %31 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %30, i64 0, !dbg !18
  %32 = fadd <2 x float> %31, %4, !dbg !24
  %33 = load float, ptr getelementptr inbounds nuw (i8, ptr @kWeights, i64 8), align 8, !dbg !25, !tbaa !14
  %34 = insertelement <4 x float> poison, float %33, i64 0, !dbg !25
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !25
  %36 = bitcast <2 x float> %32 to double, !dbg !26
  %37 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %36), !dbg !27
  %38 = bitcast double %37 to <4 x half>
  %39 = fpext <4 x half> %38 to <4 x float>, !dbg !30
  %40 = fmul <4 x float> %35, %39, !dbg !35
  %41 = fadd <4 x float> %28, %40, !dbg !36
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr @kOffsets, i64 12), align 4, !dbg !13, !tbaa !14
  %43 = fmul float %2, %42, !dbg !13
  %44 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %43, i64 0, !dbg !18
  %45 = fadd <2 x float> %44, %4, !dbg !24
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr @kWeights, i64 12), align 4, !dbg !25, !tbaa !14
  %47 = insertelement <4 x float> poison, float %46, i64 0, !dbg !25
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !25
  %49 = bitcast <2 x float> %45 to double, !dbg !26
  %50 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %49), !dbg !27
  %51 = bitcast double %50 to <4 x half>
  %52 = fpext <4 x half> %51 to <4 x float>, !dbg !30
  %53 = fmul <4 x float> %48, %52, !dbg !35
  %54 = fadd <4 x float> %41, %53, !dbg !36
  %55 = load float, ptr getelementptr inbounds nuw (i8, ptr @kOffsets, i64 16), align 16, !dbg !13, !tbaa !14
  %56 = fmul float %2, %55, !dbg !13
  %57 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %56, i64 0, !dbg !18
  %58 = fadd <2 x float> %57, %4, !dbg !24
  %59 = load float, ptr getelementptr inbounds nuw (i8, ptr @kWeights, i64 16), align 16, !dbg !25, !tbaa !14
  %60 = insertelement <4 x float> poison, float %59, i64 0, !dbg !25
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !25
  %62 = bitcast <2 x float> %58 to double, !dbg !26
  %63 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %62), !dbg !27
  %64 = bitcast double %63 to <4 x half>
  %65 = fpext <4 x half> %64 to <4 x float>, !dbg !30
  %66 = fmul <4 x float> %61, %65, !dbg !35
  %67 = fadd <4 x float> %54, %66, !dbg !36
  %68 = fptrunc <4 x float> %67 to <4 x half>, !dbg !37
  %69 = bitcast <4 x half> %68 to double, !dbg !42
  ret double %69, !dbg !43
}

declare !dbg !44 double @ep_layer_sample(ptr noundef, double noundef) local_unnamed_addr #1

attributes #0 = { alwaysinline mustprogress uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/GaussianRow.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "213359c041e0f29ec66ddf7cbba43876")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "gaussianRow", scope: !10, file: !10, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/GaussianRow.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "213359c041e0f29ec66ddf7cbba43876")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 15, column: 33, scope: !9)
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !DILocation(line: 154, column: 38, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(2))), float>", scope: !20, file: !20, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!21 = distinct !DILocation(line: 180, column: 4, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(2))), float, float>", scope: !20, file: !20, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 15, column: 33, scope: !9)
!24 = !DILocation(line: 15, column: 31, scope: !9)
!25 = !DILocation(line: 16, column: 16, scope: !9)
!26 = !DILocation(line: 16, column: 30, scope: !9)
!27 = !DILocation(line: 1174, column: 12, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "sample", scope: !20, file: !20, line: 1173, type: !11, scopeLine: 1173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 16, column: 30, scope: !9)
!30 = !DILocation(line: 158, column: 45, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(4)))>", scope: !20, file: !20, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 180, column: 4, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(4)))>", scope: !20, file: !20, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 16, column: 30, scope: !9)
!35 = !DILocation(line: 16, column: 28, scope: !9)
!36 = !DILocation(line: 16, column: 13, scope: !9)
!37 = !DILocation(line: 158, column: 45, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), float __attribute__((ext_vector_type(4)))>", scope: !20, file: !20, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 180, column: 4, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), float __attribute__((ext_vector_type(4)))>", scope: !20, file: !20, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 18, column: 12, scope: !9)
!42 = !DILocation(line: 181, column: 10, scope: !40, inlinedAt: !41)
!43 = !DILocation(line: 19, column: 1, scope: !9)
!44 = !DISubprogram(name: "ep_layer_sample", scope: !20, file: !20, line: 1165, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
