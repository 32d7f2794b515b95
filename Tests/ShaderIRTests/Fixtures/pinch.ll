; ep37: pinch of /work/main/Fixtures/MetalCorpus/PinchStruct.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/PinchStruct.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"


%struct.PinchSettings = type { float, float, <2 x float> }

@kPinch = dso_local local_unnamed_addr global %struct.PinchSettings { float 1.000000e+01, float 5.000000e-01, <2 x float> splat (float 5.000000e-01) }, align 8

define dso_local noundef double @_Z5pinchDv2_fDv4_ff(double noundef %0, <4 x float> noundef %1, float noundef %2) #0 !dbg !9 {
  %4 = bitcast double %0 to <2 x float>
  %5 = shufflevector <4 x float> %1, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !13
  %6 = shufflevector <4 x float> %1, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !14
  %7 = load <2 x float>, ptr getelementptr inbounds nuw (i8, ptr @kPinch, i64 8), align 8, !dbg !15, !tbaa !16
  %8 = fmul <2 x float> %6, %7, !dbg !19
  %9 = fadd <2 x float> %5, %8, !dbg !20
  %10 = fsub <2 x float> %4, %9, !dbg !21
  %11 = fmul <2 x float> %10, %10, !dbg !22
  %12 = shufflevector <2 x float> %11, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !28
  %13 = fadd <2 x float> %11, %12, !dbg !28
  %14 = extractelement <2 x float> %13, i64 0, !dbg !28
  %15 = tail call noundef float @llvm.sqrt.f32(float %14), !dbg !29
  %16 = load float, ptr @kPinch, align 8, !dbg !30, !tbaa !31
  %17 = fcmp ult float %15, %16, !dbg !34
  br i1 %17, label %18, label %31, !dbg !34

18:                                               ; preds = %3
  %19 = fdiv float %15, %16, !dbg !35
  %20 = fsub float 1.000000e+00, %19, !dbg !36
  %21 = load float, ptr getelementptr inbounds nuw (i8, ptr @kPinch, i64 4), align 4, !dbg !37, !tbaa !38
  %22 = fmul float %2, %21, !dbg !39
  %23 = fmul float %20, %22, !dbg !40
  %24 = fmul float %20, %23, !dbg !41
  %25 = fsub float 1.000000e+00, %24, !dbg !42
  %26 = insertelement <2 x float> poison, float %25, i64 0, !dbg !43
  %27 = shufflevector <2 x float> %26, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !43
  %28 = fmul <2 x float> %10, %27, !dbg !44
  %29 = fadd <2 x float> %9, %28, !dbg !45
  %30 = bitcast <2 x float> %29 to double, !dbg !46
  br label %31

31:                                               ; preds = %3, %18
  %32 = phi double [ %30, %18 ], [ %0, %3 ], !dbg !47
  ret double %32, !dbg !46
}

declare float @llvm.sqrt.f32(float) #1

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/PinchStruct.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "f14279a5fee7e5866f40882c629d9f52")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "pinch", scope: !10, file: !10, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/PinchStruct.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "f14279a5fee7e5866f40882c629d9f52")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 18, column: 21, scope: !9)
!14 = !DILocation(line: 18, column: 33, scope: !9)
!15 = !DILocation(line: 18, column: 52, scope: !9)
!16 = !{!17, !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !DILocation(line: 18, column: 43, scope: !9)
!20 = !DILocation(line: 18, column: 31, scope: !9)
!21 = !DILocation(line: 19, column: 25, scope: !9)
!22 = !DILocation(line: 399, column: 65, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "dot<float __attribute__((ext_vector_type(2)))>", scope: !24, file: !24, line: 397, type: !11, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!25 = distinct !DILocation(line: 403, column: 64, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "length<float __attribute__((ext_vector_type(2)))>", scope: !24, file: !24, line: 402, type: !11, scopeLine: 402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 20, column: 15, scope: !9)
!28 = !DILocation(line: 399, column: 50, scope: !23, inlinedAt: !25)
!29 = !DILocation(line: 403, column: 41, scope: !26, inlinedAt: !27)
!30 = !DILocation(line: 21, column: 21, scope: !9)
!31 = !{!32, !33, i64 0}
!32 = !{!"_ZTS13PinchSettings", !33, i64 0, !33, i64 4, !17, i64 8}
!33 = !{!"float", !17, i64 0}
!34 = !DILocation(line: 21, column: 11, scope: !9)
!35 = !DILocation(line: 24, column: 29, scope: !9)
!36 = !DILocation(line: 24, column: 25, scope: !9)
!37 = !DILocation(line: 25, column: 32, scope: !9)
!38 = !{!32, !33, i64 4}
!39 = !DILocation(line: 25, column: 41, scope: !9)
!40 = !DILocation(line: 25, column: 50, scope: !9)
!41 = !DILocation(line: 25, column: 60, scope: !9)
!42 = !DILocation(line: 25, column: 23, scope: !9)
!43 = !DILocation(line: 26, column: 25, scope: !9)
!44 = !DILocation(line: 26, column: 23, scope: !9)
!45 = !DILocation(line: 26, column: 19, scope: !9)
!46 = !DILocation(line: 27, column: 1, scope: !9)
!47 = !DILocation(line: 0, scope: !9)
