; ep37: duotone of /work/main/Fixtures/ExampleApp/Shaders/Duotone.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/ExampleApp/Shaders/Duotone.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"




@lumaWeights = dso_local local_unnamed_addr global <3 x half> zeroinitializer, align 8

define dso_local noundef double @_Z7duotoneDv2_fDv4_DF16_S0_S0_(double %0, double noundef %1, double noundef %2, double noundef %3) #0 !dbg !9 {
  %5 = bitcast double %1 to <4 x half>
  %6 = extractelement <4 x half> %5, i64 3, !dbg !13
  %7 = fcmp ugt half %6, 0xH0000, !dbg !14
  br i1 %7, label %8, label %35, !dbg !14

8:                                                ; preds = %4
  %9 = bitcast double %3 to <4 x half>
  %10 = bitcast double %2 to <4 x half>
  %11 = shufflevector <4 x half> %5, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !15
  %12 = shufflevector <4 x half> %5, <4 x half> poison, <3 x i32> <i32 3, i32 3, i32 3>, !dbg !16
  %13 = fdiv <3 x half> %11, %12, !dbg !17
  %14 = load <4 x half>, ptr @lumaWeights, align 8, !dbg !18
  %15 = extractelement <3 x half> %13, i64 0, !dbg !19
  %16 = extractelement <4 x half> %14, i64 0, !dbg !25
  %17 = fmul half %15, %16, !dbg !27
  %18 = fadd half %17, 0xH0000, !dbg !28
  %19 = shufflevector <3 x half> %13, <3 x half> poison, <2 x i32> <i32 1, i32 2>, !dbg !27
  %20 = shufflevector <4 x half> %14, <4 x half> poison, <2 x i32> <i32 1, i32 2>, !dbg !27
  %21 = fmul <2 x half> %19, %20, !dbg !27
  %22 = extractelement <2 x half> %21, i64 0, !dbg !28
  %23 = fadd half %22, %18, !dbg !28
  %24 = extractelement <2 x half> %21, i64 1, !dbg !28
  %25 = fadd half %24, %23, !dbg !28
  %26 = fsub <4 x half> %9, %10, !dbg !29
  %27 = insertelement <3 x half> poison, half %25, i64 0, !dbg !32
  %28 = shufflevector <3 x half> %27, <3 x half> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>, !dbg !35
  %29 = fmul <4 x half> %26, %28, !dbg !36
  %30 = fadd <4 x half> %29, %10, !dbg !37
  %31 = shufflevector <4 x half> %5, <4 x half> poison, <4 x i32> <i32 3, i32 3, i32 3, i32 poison>, !dbg !38
  %32 = fmul <4 x half> %31, %30, !dbg !38
  %33 = shufflevector <4 x half> %32, <4 x half> %5, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !39
  %34 = bitcast <4 x half> %33 to double, !dbg !44
  br label %35

35:                                               ; preds = %4, %8
  %36 = phi double [ %34, %8 ], [ 0.000000e+00, %4 ]
  ret double %36, !dbg !45
}


attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/ExampleApp/Shaders/Duotone.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "6b7f64182288a692b3eaa42c342b3b07")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "duotone", scope: !10, file: !10, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/ExampleApp/Shaders/Duotone.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "6b7f64182288a692b3eaa42c342b3b07")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 9, column: 7, scope: !9)
!14 = !DILocation(line: 9, column: 15, scope: !9)
!15 = !DILocation(line: 12, column: 19, scope: !9)
!16 = !DILocation(line: 12, column: 31, scope: !9)
!17 = !DILocation(line: 12, column: 29, scope: !9)
!18 = !DILocation(line: 12, column: 40, scope: !9)
!19 = !DILocation(line: 277, column: 64, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "ep_at<_Float16 __attribute__((ext_vector_type(3)))>", scope: !21, file: !21, line: 276, type: !11, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!22 = distinct !DILocation(line: 399, column: 53, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "dot<_Float16 __attribute__((ext_vector_type(3)))>", scope: !21, file: !21, line: 397, type: !11, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 12, column: 15, scope: !9)
!25 = !DILocation(line: 277, column: 64, scope: !20, inlinedAt: !26)
!26 = distinct !DILocation(line: 399, column: 67, scope: !23, inlinedAt: !24)
!27 = !DILocation(line: 399, column: 65, scope: !23, inlinedAt: !24)
!28 = !DILocation(line: 399, column: 50, scope: !23, inlinedAt: !24)
!29 = !DILocation(line: 384, column: 43, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "mix<_Float16 __attribute__((ext_vector_type(3))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !21, file: !21, line: 382, type: !11, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 13, column: 16, scope: !9)
!32 = !DILocation(line: 272, column: 55, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "ep_splat<_Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !21, file: !21, line: 267, type: !11, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 384, column: 63, scope: !30, inlinedAt: !31)
!35 = !DILocation(line: 273, column: 5, scope: !33, inlinedAt: !34)
!36 = !DILocation(line: 384, column: 61, scope: !30, inlinedAt: !31)
!37 = !DILocation(line: 384, column: 25, scope: !30, inlinedAt: !31)
!38 = !DILocation(line: 14, column: 10, scope: !9)
!39 = !DILocation(line: 154, column: 38, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !21, file: !21, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 180, column: 4, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !21, file: !21, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 14, column: 10, scope: !9)
!44 = !DILocation(line: 181, column: 10, scope: !42, inlinedAt: !43)
!45 = !DILocation(line: 15, column: 1, scope: !9)
