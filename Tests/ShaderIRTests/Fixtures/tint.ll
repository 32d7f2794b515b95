; ep37: tint of /work/main/Fixtures/MetalCorpus/TintStruct.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/TintStruct.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"





define dso_local noundef double @_Z4tintDv2_fDv4_DF16_S0_f(double %0, double noundef %1, double noundef %2, float noundef %3) #0 !dbg !9 {
  %5 = bitcast double %2 to <4 x half>
  %6 = extractelement <4 x half> %5, i64 3, !dbg !13
  %7 = fcmp ogt half %6, 0xH0000, !dbg !16
  br i1 %7, label %8, label %13, !dbg !13

8:                                                ; preds = %4
  %9 = shufflevector <4 x half> %5, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !17
  %10 = shufflevector <4 x half> %5, <4 x half> poison, <3 x i32> <i32 3, i32 3, i32 3>, !dbg !18
  %11 = fdiv <3 x half> %9, %10, !dbg !19
  %12 = shufflevector <3 x half> %11, <3 x half> <half undef, half poison, half poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !20
  br label %13, !dbg !13

13:                                               ; preds = %8, %4
  %14 = phi <4 x half> [ %12, %8 ], [ zeroinitializer, %4 ], !dbg !13
  %15 = fcmp olt float %3, 0.000000e+00, !dbg !21
  br i1 %15, label %23, label %16, !dbg !21

16:                                               ; preds = %13
  %17 = fcmp ogt float %3, 1.000000e+00, !dbg !21
  br i1 %17, label %23, label %18, !dbg !21

18:                                               ; preds = %16
  %19 = fcmp ord float %3, 0.000000e+00, !dbg !21
  %20 = select i1 %19, float %3, float 0.000000e+00, !dbg !21
  %21 = fptrunc float %20 to half, !dbg !31
  %22 = bitcast half %21 to i16, !dbg !32
  br label %23, !dbg !21

23:                                               ; preds = %13, %16, %18
  %24 = phi i16 [ 0, %13 ], [ %22, %18 ], [ 15360, %16 ], !dbg !21
  %25 = insertelement <8 x i16> poison, i16 %24, i64 4, !dbg !32
  %26 = bitcast double %1 to <4 x half>
  %27 = shufflevector <4 x half> %26, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !33
  %28 = shufflevector <3 x half> %27, <3 x half> <half undef, half poison, half poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !36
  %29 = fmul <4 x half> %28, %14, !dbg !37
  %30 = bitcast <8 x i16> %25 to <8 x half>, !dbg !40
  %31 = insertelement <4 x half> %28, half undef, i64 3, !dbg !41
  %32 = fsub <4 x half> %29, %31, !dbg !46
  %33 = shufflevector <8 x half> %30, <8 x half> poison, <4 x i32> <i32 4, i32 4, i32 4, i32 poison>, !dbg !47
  %34 = fmul <4 x half> %32, %33, !dbg !50
  %35 = fadd <4 x half> %31, %34, !dbg !51
  %36 = shufflevector <4 x half> %35, <4 x half> %26, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !52
  %37 = bitcast <4 x half> %36 to double, !dbg !57
  ret double %37, !dbg !58
}


attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/TintStruct.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "d2c855a922eb54341a657d6498a2a6a4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "tint", scope: !10, file: !10, line: 26, type: !11, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/TintStruct.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "d2c855a922eb54341a657d6498a2a6a4")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 13, column: 17, scope: !14, inlinedAt: !15)
!14 = distinct !DISubprogram(name: "make", scope: !10, file: !10, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = distinct !DILocation(line: 27, column: 12, scope: !9)
!16 = !DILocation(line: 13, column: 33, scope: !14, inlinedAt: !15)
!17 = !DILocation(line: 13, column: 42, scope: !14, inlinedAt: !15)
!18 = !DILocation(line: 13, column: 62, scope: !14, inlinedAt: !15)
!19 = !DILocation(line: 13, column: 60, scope: !14, inlinedAt: !15)
!20 = !DILocation(line: 13, column: 15, scope: !14, inlinedAt: !15)
!21 = !DILocation(line: 341, column: 1, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "ep_saturate", scope: !23, file: !23, line: 341, type: !11, scopeLine: 341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!24 = distinct !DILocation(line: 341, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "operator()<float>", scope: !23, file: !23, line: 341, type: !11, scopeLine: 341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 281, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:341:1)>", scope: !23, file: !23, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 341, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "saturate<float>", scope: !23, file: !23, line: 341, type: !11, scopeLine: 341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 14, column: 27, scope: !14, inlinedAt: !15)
!31 = !DILocation(line: 14, column: 27, scope: !14, inlinedAt: !15)
!32 = !DILocation(line: 27, column: 12, scope: !9)
!33 = !DILocation(line: 21, column: 28, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "apply", scope: !10, file: !10, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 27, column: 44, scope: !9)
!36 = !DILocation(line: 21, column: 39, scope: !34, inlinedAt: !35)
!37 = !DILocation(line: 18, column: 52, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "multiply", scope: !10, file: !10, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 21, column: 39, scope: !34, inlinedAt: !35)
!40 = !DILocation(line: 21, column: 60, scope: !34, inlinedAt: !35)
!41 = !DILocation(line: 269, column: 62, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "ep_splat<_Float16 __attribute__((ext_vector_type(3))), _Float16 __attribute__((ext_vector_type(3)))>", scope: !23, file: !23, line: 267, type: !11, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 384, column: 10, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "mix<_Float16 __attribute__((ext_vector_type(3))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !23, file: !23, line: 382, type: !11, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 21, column: 24, scope: !34, inlinedAt: !35)
!46 = !DILocation(line: 384, column: 43, scope: !44, inlinedAt: !45)
!47 = !DILocation(line: 273, column: 5, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "ep_splat<_Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !23, file: !23, line: 267, type: !11, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 384, column: 63, scope: !44, inlinedAt: !45)
!50 = !DILocation(line: 384, column: 61, scope: !44, inlinedAt: !45)
!51 = !DILocation(line: 384, column: 25, scope: !44, inlinedAt: !45)
!52 = !DILocation(line: 154, column: 38, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !23, file: !23, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 180, column: 4, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !23, file: !23, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 22, column: 16, scope: !34, inlinedAt: !35)
!57 = !DILocation(line: 181, column: 10, scope: !55, inlinedAt: !56)
!58 = !DILocation(line: 27, column: 5, scope: !9)
