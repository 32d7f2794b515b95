; ep37: loupe of /work/main/Fixtures/ExampleApp/Shaders/Loupe.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/ExampleApp/Shaders/Loupe.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"





define dso_local noundef double @_Z5loupeDv2_fN7SwiftUI5LayerES_ff(double noundef %0, ptr %1, double noundef %2, float noundef %3, float noundef %4) #0 !dbg !9 {
  %6 = bitcast double %0 to <2 x float>
  %7 = bitcast double %2 to <2 x float>
  %8 = fsub <2 x float> %6, %7, !dbg !13
  %9 = fmul <2 x float> %8, %8, !dbg !14
  %10 = shufflevector <2 x float> %9, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !20
  %11 = fadd <2 x float> %9, %10, !dbg !20
  %12 = extractelement <2 x float> %11, i64 0, !dbg !20
  %13 = tail call noundef float @llvm.sqrt.f32(float %12), !dbg !21
  %14 = fcmp oge float %13, %3, !dbg !22
  %15 = fcmp olt float %4, 1.000000e+00
  %16 = or i1 %15, %14, !dbg !23
  br i1 %16, label %17, label %19, !dbg !23

17:                                               ; preds = %5
  %18 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %0), !dbg !24
  br label %48, !dbg !27

19:                                               ; preds = %5
  %20 = insertelement <2 x float> poison, float %4, i64 0, !dbg !28
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !28
  %22 = fdiv <2 x float> %8, %21, !dbg !29
  %23 = fadd <2 x float> %22, %7, !dbg !30
  %24 = bitcast <2 x float> %23 to double, !dbg !31
  %25 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %24), !dbg !32
  %26 = bitcast double %25 to <4 x half>, !dbg !31
  %27 = fadd float %3, -2.000000e+00, !dbg !34
  %28 = fsub float %13, %27, !dbg !35
  %29 = fsub float %3, %27, !dbg !42
  %30 = fdiv float %28, %29, !dbg !43
  %31 = fcmp olt float %30, 0.000000e+00, !dbg !44
  %32 = fcmp ogt float %30, 1.000000e+00, !dbg !45
  %33 = select i1 %32, float 1.000000e+00, float %30, !dbg !45
  %34 = select i1 %31, float 0.000000e+00, float %33, !dbg !45
  %35 = fmul float %34, %34, !dbg !46
  %36 = fmul float %34, 2.000000e+00, !dbg !47
  %37 = fsub float 3.000000e+00, %36, !dbg !48
  %38 = fmul float %35, %37, !dbg !49
  %39 = fptrunc float %38 to half, !dbg !50
  %40 = shufflevector <4 x half> %26, <4 x half> poison, <4 x i32> <i32 3, i32 3, i32 3, i32 3>, !dbg !51
  %41 = fmul half %39, 0xH34CD, !dbg !54
  %42 = fsub <4 x half> %40, %26, !dbg !55
  %43 = insertelement <4 x half> poison, half %41, i64 0, !dbg !58
  %44 = shufflevector <4 x half> %43, <4 x half> poison, <4 x i32> zeroinitializer, !dbg !58
  %45 = fmul <4 x half> %44, %42, !dbg !61
  %46 = fadd <4 x half> %45, %26, !dbg !62
  %47 = bitcast <4 x half> %46 to double, !dbg !63
  br label %48

48:                                               ; preds = %19, %17
  %49 = phi double [ %18, %17 ], [ %47, %19 ]
  ret double %49, !dbg !64
}

declare float @llvm.sqrt.f32(float) #2
declare !dbg !65 double @ep_layer_sample(ptr noundef, double noundef) local_unnamed_addr #1

attributes #0 = { alwaysinline mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/ExampleApp/Shaders/Loupe.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "98a5cfcbf6d7a94a13791334c9dd8fa4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "loupe", scope: !10, file: !10, line: 8, type: !11, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/ExampleApp/Shaders/Loupe.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "98a5cfcbf6d7a94a13791334c9dd8fa4")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 10, column: 23, scope: !9)
!14 = !DILocation(line: 399, column: 65, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "dot<float __attribute__((ext_vector_type(2)))>", scope: !16, file: !16, line: 397, type: !11, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!17 = distinct !DILocation(line: 403, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "length<float __attribute__((ext_vector_type(2)))>", scope: !16, file: !16, line: 402, type: !11, scopeLine: 402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 7, scope: !9)
!20 = !DILocation(line: 399, column: 50, scope: !15, inlinedAt: !17)
!21 = !DILocation(line: 403, column: 41, scope: !18, inlinedAt: !19)
!22 = !DILocation(line: 11, column: 17, scope: !9)
!23 = !DILocation(line: 11, column: 27, scope: !9)
!24 = !DILocation(line: 1174, column: 12, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "sample", scope: !16, file: !16, line: 1173, type: !11, scopeLine: 1173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 12, column: 18, scope: !9)
!27 = !DILocation(line: 12, column: 5, scope: !9)
!28 = !DILocation(line: 14, column: 47, scope: !9)
!29 = !DILocation(line: 14, column: 45, scope: !9)
!30 = !DILocation(line: 14, column: 41, scope: !9)
!31 = !DILocation(line: 14, column: 27, scope: !9)
!32 = !DILocation(line: 1174, column: 12, scope: !25, inlinedAt: !33)
!33 = distinct !DILocation(line: 14, column: 27, scope: !9)
!34 = !DILocation(line: 16, column: 37, scope: !9)
!35 = !DILocation(line: 389, column: 25, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "operator()<float, float, float>", scope: !16, file: !16, line: 387, type: !11, scopeLine: 387, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 302, column: 12, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "ep_map3<float, float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:387:55)>", scope: !16, file: !16, line: 299, type: !11, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 387, column: 10, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "smoothstep<float, float, float>", scope: !16, file: !16, line: 386, type: !11, scopeLine: 386, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 16, column: 19, scope: !9)
!42 = !DILocation(line: 389, column: 49, scope: !36, inlinedAt: !37)
!43 = !DILocation(line: 389, column: 37, scope: !36, inlinedAt: !37)
!44 = !DILocation(line: 390, column: 11, scope: !36, inlinedAt: !37)
!45 = !DILocation(line: 390, column: 9, scope: !36, inlinedAt: !37)
!46 = !DILocation(line: 391, column: 18, scope: !36, inlinedAt: !37)
!47 = !DILocation(line: 391, column: 37, scope: !36, inlinedAt: !37)
!48 = !DILocation(line: 391, column: 30, scope: !36, inlinedAt: !37)
!49 = !DILocation(line: 391, column: 22, scope: !36, inlinedAt: !37)
!50 = !DILocation(line: 16, column: 19, scope: !9)
!51 = !DILocation(line: 175, column: 57, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !16, file: !16, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 17, column: 25, scope: !9)
!54 = !DILocation(line: 17, column: 49, scope: !9)
!55 = !DILocation(line: 384, column: 43, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "mix<_Float16 __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !16, file: !16, line: 382, type: !11, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 17, column: 10, scope: !9)
!58 = !DILocation(line: 272, column: 55, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "ep_splat<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !16, file: !16, line: 267, type: !11, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 384, column: 63, scope: !56, inlinedAt: !57)
!61 = !DILocation(line: 384, column: 61, scope: !56, inlinedAt: !57)
!62 = !DILocation(line: 384, column: 25, scope: !56, inlinedAt: !57)
!63 = !DILocation(line: 384, column: 3, scope: !56, inlinedAt: !57)
!64 = !DILocation(line: 18, column: 1, scope: !9)
!65 = !DISubprogram(name: "ep_layer_sample", scope: !16, file: !16, line: 1165, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
