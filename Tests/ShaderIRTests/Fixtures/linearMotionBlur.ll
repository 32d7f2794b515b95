; ep37: linearMotionBlur of /work/main/Fixtures/TableReady/Shaders/MotionBlur.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/TableReady/Shaders/MotionBlur.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"





define dso_local noundef double @_Z16linearMotionBlurDv2_fN7SwiftUI5LayerES_f(double noundef %0, ptr %1, double noundef %2, float noundef %3) #0 !dbg !9 {
  %5 = bitcast double %2 to <2 x float>
  %6 = fmul <2 x float> %5, %5, !dbg !13
  %7 = shufflevector <2 x float> %6, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !19
  %8 = fadd <2 x float> %6, %7, !dbg !19
  %9 = extractelement <2 x float> %8, i64 0, !dbg !19
  %10 = tail call noundef float @llvm.sqrt.f32(float %9), !dbg !20
  %11 = fcmp olt float %10, 5.000000e-01, !dbg !21
  br i1 %11, label %12, label %14, !dbg !21

12:                                               ; preds = %4
  %13 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %0), !dbg !22
  br label %60, !dbg !25

14:                                               ; preds = %4
  %15 = fdiv float %10, 1.500000e+00, !dbg !26
  %16 = tail call noundef float @llvm.ceil.f32(float %15), !dbg !29
  %17 = insertelement <2 x float> poison, float %3, i64 0, !dbg !38
  %18 = insertelement <2 x float> %17, float %16, i64 1, !dbg !38
  %19 = fcmp uno <2 x float> %18, zeroinitializer, !dbg !38
  %20 = fcmp olt <2 x float> %18, splat (float 2.000000e+00), !dbg !47
  %21 = or <2 x i1> %19, %20, !dbg !47
  %22 = select <2 x i1> %21, <2 x float> splat (float 2.000000e+00), <2 x float> %18, !dbg !47
  %23 = extractelement <2 x float> %22, i64 0, !dbg !48
  %24 = fcmp uno float %23, 0.000000e+00, !dbg !59
  %25 = extractelement <2 x float> %22, i64 1, !dbg !48
  %26 = fcmp olt float %23, %25, !dbg !48
  %27 = select i1 %26, float %23, float %25, !dbg !48
  %28 = select i1 %24, float %25, float %27, !dbg !48
  %29 = fptosi float %28 to i32, !dbg !60
  %30 = add nsw i32 %29, -1, !dbg !61
  %31 = sitofp i32 %30 to float, !dbg !62
  %32 = insertelement <2 x float> poison, float %31, i64 0, !dbg !63
  %33 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !63
  %34 = fdiv <2 x float> %5, %33, !dbg !64
  %35 = icmp sgt i32 %29, 0, !dbg !65
  br i1 %35, label %36, label %40, !dbg !66

36:                                               ; preds = %14
  %37 = bitcast double %0 to <2 x float>
  %38 = fmul <2 x float> %5, splat (float 5.000000e-01), !dbg !67
  %39 = fsub <2 x float> %37, %38, !dbg !68
  br label %48, !dbg !66

40:                                               ; preds = %48, %14
  %41 = phi <4 x float> [ zeroinitializer, %14 ], [ %56, %48 ], !dbg !69
  %42 = sitofp i32 %29 to float, !dbg !70
  %43 = insertelement <4 x float> poison, float %42, i64 0, !dbg !70
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !70
  %45 = fdiv <4 x float> %41, %44, !dbg !70
  %46 = fptrunc <4 x float> %45 to <4 x half>, !dbg !71
  %47 = bitcast <4 x half> %46 to double, !dbg !76
  br label %60

48:                                               ; preds = %36, %48
  %49 = phi <2 x float> [ %57, %48 ], [ %39, %36 ]
  %50 = phi <4 x float> [ %56, %48 ], [ zeroinitializer, %36 ]
  %51 = phi i32 [ %58, %48 ], [ 0, %36 ]
  %52 = bitcast <2 x float> %49 to double, !dbg !77
  %53 = tail call noundef double @ep_layer_sample(ptr noundef %1, double noundef %52), !dbg !78
  %54 = bitcast double %53 to <4 x half>
  %55 = fpext <4 x half> %54 to <4 x float>, !dbg !80
  %56 = fadd <4 x float> %50, %55, !dbg !85
  %57 = fadd <2 x float> %34, %49, !dbg !86
  %58 = add nuw nsw i32 %51, 1, !dbg !87
  %59 = icmp eq i32 %58, %29, !dbg !65
  br i1 %59, label %40, label %48, !dbg !66, !llvm.loop !88

60:                                               ; preds = %40, %12
  %61 = phi double [ %13, %12 ], [ %47, %40 ]
  ret double %61, !dbg !91
}

declare float @llvm.sqrt.f32(float) #2
declare !dbg !92 double @ep_layer_sample(ptr noundef, double noundef) local_unnamed_addr #1
declare float @llvm.ceil.f32(float) #2

attributes #0 = { alwaysinline mustprogress uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/TableReady/Shaders/MotionBlur.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "e24c8f3964fb399b86955a69cd262926")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "linearMotionBlur", scope: !10, file: !10, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/TableReady/Shaders/MotionBlur.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "e24c8f3964fb399b86955a69cd262926")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 399, column: 65, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "dot<float __attribute__((ext_vector_type(2)))>", scope: !15, file: !15, line: 397, type: !11, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!16 = distinct !DILocation(line: 403, column: 64, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "length<float __attribute__((ext_vector_type(2)))>", scope: !15, file: !15, line: 402, type: !11, scopeLine: 402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 15, column: 18, scope: !9)
!19 = !DILocation(line: 399, column: 50, scope: !14, inlinedAt: !16)
!20 = !DILocation(line: 403, column: 41, scope: !17, inlinedAt: !18)
!21 = !DILocation(line: 16, column: 14, scope: !9)
!22 = !DILocation(line: 1174, column: 12, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "sample", scope: !15, file: !15, line: 1173, type: !11, scopeLine: 1173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 17, column: 22, scope: !9)
!25 = !DILocation(line: 17, column: 9, scope: !9)
!26 = !DILocation(line: 11, column: 32, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "streakTaps", scope: !10, file: !10, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 20, column: 16, scope: !9)
!29 = !DILocation(line: 336, column: 1, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "ep_ceil", scope: !15, file: !15, line: 336, type: !11, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 336, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "operator()<float>", scope: !15, file: !15, line: 336, type: !11, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 281, column: 12, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:336:1)>", scope: !15, file: !15, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 336, column: 1, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "ceil<float>", scope: !15, file: !15, line: 336, type: !11, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 11, column: 22, scope: !27, inlinedAt: !28)
!38 = !DILocation(line: 366, column: 58, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "ep_max1<float>", scope: !15, file: !15, line: 366, type: !11, scopeLine: 366, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 373, column: 52, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "operator()<float, float>", scope: !15, file: !15, line: 373, type: !11, scopeLine: 373, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 291, column: 12, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "ep_map2<float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:373:24)>", scope: !15, file: !15, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 373, column: 10, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "max<float, float>", scope: !15, file: !15, line: 371, type: !11, scopeLine: 371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 11, column: 45, scope: !27, inlinedAt: !28)
!47 = !DILocation(line: 366, column: 56, scope: !39, inlinedAt: !40)
!48 = !DILocation(line: 365, column: 70, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "ep_min1<float>", scope: !15, file: !15, line: 365, type: !11, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 369, column: 52, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "operator()<float, float>", scope: !15, file: !15, line: 369, type: !11, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 291, column: 12, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "ep_map2<float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:369:24)>", scope: !15, file: !15, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 369, column: 10, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "min<float, float>", scope: !15, file: !15, line: 367, type: !11, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 378, column: 22, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "clamp<float, float, float>", scope: !15, file: !15, line: 377, type: !11, scopeLine: 377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = distinct !DILocation(line: 11, column: 16, scope: !27, inlinedAt: !28)
!59 = !DILocation(line: 365, column: 72, scope: !49, inlinedAt: !50)
!60 = !DILocation(line: 11, column: 16, scope: !27, inlinedAt: !28)
!61 = !DILocation(line: 21, column: 38, scope: !9)
!62 = !DILocation(line: 21, column: 33, scope: !9)
!63 = !DILocation(line: 21, column: 27, scope: !9)
!64 = !DILocation(line: 21, column: 25, scope: !9)
!65 = !DILocation(line: 25, column: 27, scope: !9)
!66 = !DILocation(line: 25, column: 5, scope: !9)
!67 = !DILocation(line: 22, column: 36, scope: !9)
!68 = !DILocation(line: 22, column: 30, scope: !9)
!69 = !DILocation(line: 0, scope: !9)
!70 = !DILocation(line: 29, column: 12, scope: !9)
!71 = !DILocation(line: 158, column: 45, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), float __attribute__((ext_vector_type(4)))>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = distinct !DILocation(line: 180, column: 4, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), float __attribute__((ext_vector_type(4)))>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 29, column: 12, scope: !9)
!76 = !DILocation(line: 181, column: 10, scope: !74, inlinedAt: !75)
!77 = !DILocation(line: 26, column: 18, scope: !9)
!78 = !DILocation(line: 1174, column: 12, scope: !23, inlinedAt: !79)
!79 = distinct !DILocation(line: 26, column: 18, scope: !9)
!80 = !DILocation(line: 158, column: 45, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(4)))>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!82 = distinct !DILocation(line: 180, column: 4, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(4)))>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 26, column: 18, scope: !9)
!85 = !DILocation(line: 26, column: 15, scope: !9)
!86 = !DILocation(line: 27, column: 16, scope: !9)
!87 = !DILocation(line: 25, column: 35, scope: !9)
!88 = distinct !{!88, !66, !89, !90}
!89 = !DILocation(line: 28, column: 5, scope: !9)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 30, column: 1, scope: !9)
!92 = !DISubprogram(name: "ep_layer_sample", scope: !15, file: !15, line: 1165, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
