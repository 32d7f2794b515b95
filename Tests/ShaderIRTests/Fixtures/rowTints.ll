; ep37: rowTints of /work/main/Fixtures/MetalCorpus/RowTints.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/RowTints.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"




@kTintCount = dso_local local_unnamed_addr global i32 3, align 4
@kTints = dso_local local_unnamed_addr global [3 x <4 x half>] [<4 x half> <half 0xH3C00, half 0xH3A66, half 0xH38CD, half 0xH3C00>, <4 x half> <half 0xH38CD, half 0xH3C00, half 0xH3A66, half 0xH3C00>, <4 x half> <half 0xH3A66, half 0xH38CD, half 0xH3C00, half 0xH3C00>], align 16

define dso_local noundef double @_Z8rowTintsDv2_fDv4_DF16_f(double noundef %0, double noundef %1, float noundef %2) #0 !dbg !9 {
  %4 = bitcast double %0 to <2 x float>
  %5 = extractelement <2 x float> %4, i64 1, !dbg !13
  %6 = fcmp uno float %2, 0.000000e+00, !dbg !14
  %7 = fcmp olt float %2, 1.000000e+00, !dbg !24
  %8 = or i1 %6, %7, !dbg !24
  %9 = select i1 %8, float 1.000000e+00, float %2, !dbg !24
  %10 = fdiv float %5, %9, !dbg !25
  %11 = tail call noundef float @llvm.floor.f32(float %10), !dbg !26
  %12 = fptosi float %11 to i32, !dbg !35
  %13 = load i32, ptr @kTintCount, align 4, !dbg !36, !tbaa !37
  %14 = srem i32 %12, %13, !dbg !41
  %15 = add nsw i32 %14, %13, !dbg !42
  %16 = srem i32 %15, %13, !dbg !43
  %17 = icmp ult i32 %16, 3, !dbg !44
  br i1 %17, label %19, label %18, !dbg !44, !prof !45, !nosanitize !12

18:                                               ; preds = %3
  tail call void @llvm.ubsantrap(i8 18) #3, !dbg !46, !nosanitize !12
  unreachable, !dbg !46, !nosanitize !12

19:                                               ; preds = %3
  %20 = zext nneg i32 %16 to i64, !dbg !44
  %21 = bitcast double %1 to <4 x half>
  %22 = getelementptr inbounds nuw [3 x <4 x half>], ptr @kTints, i64 0, i64 %20, !dbg !44
  %23 = load <4 x half>, ptr %22, align 8, !dbg !44, !tbaa !49
  %24 = fmul <4 x half> %23, %21, !dbg !50
  %25 = bitcast <4 x half> %24 to double, !dbg !51
  ret double %25, !dbg !51
}

declare float @llvm.floor.f32(float) #2
declare void @llvm.ubsantrap(i8 immarg) #1

attributes #0 = { alwaysinline mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { cold noreturn nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/RowTints.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "d9a641d5d1e91a0a9a2b2c43b42065cf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "rowTints", scope: !10, file: !10, line: 15, type: !11, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/RowTints.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "d9a641d5d1e91a0a9a2b2c43b42065cf")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 16, column: 25, scope: !9)
!14 = !DILocation(line: 366, column: 58, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "ep_max1<float>", scope: !16, file: !16, line: 366, type: !11, scopeLine: 366, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!17 = distinct !DILocation(line: 373, column: 52, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator()<float, float>", scope: !16, file: !16, line: 373, type: !11, scopeLine: 373, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 291, column: 12, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "ep_map2<float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:373:24)>", scope: !16, file: !16, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 373, column: 10, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "max<float, float>", scope: !16, file: !16, line: 371, type: !11, scopeLine: 371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 16, column: 38, scope: !9)
!24 = !DILocation(line: 366, column: 56, scope: !15, inlinedAt: !17)
!25 = !DILocation(line: 16, column: 36, scope: !9)
!26 = !DILocation(line: 335, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "ep_floor", scope: !16, file: !16, line: 335, type: !11, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 335, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator()<float>", scope: !16, file: !16, line: 335, type: !11, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 281, column: 12, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:335:1)>", scope: !16, file: !16, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 335, column: 1, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "floor<float>", scope: !16, file: !16, line: 335, type: !11, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 16, column: 19, scope: !9)
!35 = !DILocation(line: 16, column: 19, scope: !9)
!36 = !DILocation(line: 17, column: 25, scope: !9)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !DILocation(line: 17, column: 23, scope: !9)
!42 = !DILocation(line: 17, column: 37, scope: !9)
!43 = !DILocation(line: 17, column: 51, scope: !9)
!44 = !DILocation(line: 18, column: 20, scope: !9)
!45 = !{!"branch_weights", i32 1048575, i32 1}
!46 = !DILocation(line: 0, scope: !47, inlinedAt: !44)
!47 = distinct !DISubprogram(name: "__clang_trap_msg$Undefined Behavior Sanitizer$Array index out of bounds", scope: !10, file: !10, type: !48, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!48 = !DISubroutineType(types: null)
!49 = !{!39, !39, i64 0}
!50 = !DILocation(line: 18, column: 18, scope: !9)
!51 = !DILocation(line: 19, column: 1, scope: !9)
