; ep37: wave of /work/main/Fixtures/ExampleApp/Shaders/Wave.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/ExampleApp/Shaders/Wave.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"





define dso_local noundef double @_Z4waveDv2_ffff(double noundef %0, float noundef %1, float noundef %2, float noundef %3) #0 !dbg !9 {
  %5 = bitcast double %0 to <2 x float>
  %6 = fcmp uno float %2, 0.000000e+00, !dbg !13
  %7 = fcmp olt float %2, 1.000000e+00, !dbg !23
  %8 = or i1 %6, %7, !dbg !23
  %9 = select i1 %8, float 1.000000e+00, float %2, !dbg !23
  %10 = extractelement <2 x float> %5, i64 0, !dbg !24
  %11 = extractelement <2 x float> %5, i64 1, !dbg !24
  %12 = fdiv float %10, %9, !dbg !24
  %13 = fadd float %3, %12, !dbg !24
  %14 = tail call noundef float @llvm.sin.f32(float %13), !dbg !25
  %15 = fmul float %1, %14, !dbg !24
  %16 = fadd float %11, %15, !dbg !24
  %17 = insertelement <2 x float> %5, float %16, i64 1, !dbg !34
  %18 = bitcast <2 x float> %17 to double, !dbg !39
  ret double %18, !dbg !40
}

declare float @llvm.sin.f32(float) #1

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/ExampleApp/Shaders/Wave.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "94baf6c9ce369e167beb7ac2408e3275")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "wave", scope: !10, file: !10, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/ExampleApp/Shaders/Wave.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "94baf6c9ce369e167beb7ac2408e3275")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 366, column: 58, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "ep_max1<float>", scope: !15, file: !15, line: 366, type: !11, scopeLine: 366, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!16 = distinct !DILocation(line: 373, column: 52, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "operator()<float, float>", scope: !15, file: !15, line: 373, type: !11, scopeLine: 373, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 291, column: 12, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "ep_map2<float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:373:24)>", scope: !15, file: !15, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 373, column: 10, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "max<float, float>", scope: !15, file: !15, line: 371, type: !11, scopeLine: 371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 7, column: 13, scope: !9)
!23 = !DILocation(line: 366, column: 56, scope: !14, inlinedAt: !16)
!24 = !DILocation(line: 8, column: 10, scope: !9)
!25 = !DILocation(line: 317, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "ep_sin", scope: !15, file: !15, line: 317, type: !11, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 317, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator()<float>", scope: !15, file: !15, line: 317, type: !11, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 281, column: 12, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:317:1)>", scope: !15, file: !15, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 317, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "sin<float>", scope: !15, file: !15, line: 317, type: !11, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 8, column: 10, scope: !9)
!34 = !DILocation(line: 154, column: 38, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(2))), float>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 180, column: 4, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(2))), float, float>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 8, column: 10, scope: !9)
!39 = !DILocation(line: 181, column: 10, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 9, column: 1, scope: !9)
