; ep37: harmonicWave of /work/main/Fixtures/MetalCorpus/HarmonicWave.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/HarmonicWave.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"





define dso_local noundef double @_Z12harmonicWaveDv2_fPKfif(double noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2, float noundef %3) #0 !dbg !9 {
  %5 = bitcast double %0 to <2 x float>
  %6 = fcmp uno float %3, 0.000000e+00, !dbg !13
  %7 = fcmp olt float %3, 1.000000e+00, !dbg !23
  %8 = or i1 %6, %7, !dbg !23
  %9 = fdiv float 0x401921FB60000000, %3, !dbg !24
  %10 = select i1 %8, float 0x401921FB60000000, float %9, !dbg !23
  %11 = icmp sgt i32 %2, 0, !dbg !25
  br i1 %11, label %12, label %40, !dbg !26

12:                                               ; preds = %4
  %13 = extractelement <2 x float> %5, i64 0
  %14 = zext nneg i32 %2 to i64, !dbg !25
  %15 = and i64 %14, 3, !dbg !26
  %16 = icmp ult i32 %2, 4, !dbg !26
  br i1 %16, label %19, label %17, !dbg !26

17:                                               ; preds = %12
  %18 = and i64 %14, 2147483644, !dbg !26
  br label %45, !dbg !26

19:                                               ; preds = %45, %12
  %20 = phi float [ poison, %12 ], [ %88, %45 ]
  %21 = phi i64 [ 0, %12 ], [ %81, %45 ]
  %22 = phi float [ 0.000000e+00, %12 ], [ %88, %45 ]
  %23 = icmp eq i64 %15, 0, !dbg !26
  br i1 %23, label %40, label %24, !dbg !26

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %30, %24 ], [ %21, %19 ]
  %26 = phi float [ %37, %24 ], [ %22, %19 ]
  %27 = phi i64 [ %38, %24 ], [ 0, %19 ]
  %28 = getelementptr inbounds nuw float, ptr %1, i64 %25, !dbg !27
  %29 = load float, ptr %28, align 4, !dbg !27, !tbaa !28
  %30 = add nuw nsw i64 %25, 1, !dbg !32
  %31 = trunc nuw nsw i64 %30 to i32, !dbg !33
  %32 = uitofp nneg i32 %31 to float, !dbg !33
  %33 = fmul float %10, %32, !dbg !34
  %34 = fmul float %13, %33, !dbg !35
  %35 = tail call noundef float @llvm.sin.f32(float %34), !dbg !36
  %36 = fmul float %35, %29, !dbg !45
  %37 = fadd float %26, %36, !dbg !46
  %38 = add i64 %27, 1, !dbg !26
  %39 = icmp eq i64 %38, %15, !dbg !26
  br i1 %39, label %40, label %24, !dbg !26, !llvm.loop !47

40:                                               ; preds = %19, %24, %4
  %41 = phi float [ 0.000000e+00, %4 ], [ %20, %19 ], [ %37, %24 ], !dbg !49
  %42 = insertelement <2 x float> <float 0.000000e+00, float poison>, float %41, i64 1, !dbg !50
  %43 = fadd <2 x float> %42, %5, !dbg !55
  %44 = bitcast <2 x float> %43 to double, !dbg !56
  ret double %44, !dbg !56

45:                                               ; preds = %45, %17
  %46 = phi i64 [ 0, %17 ], [ %81, %45 ]
  %47 = phi float [ 0.000000e+00, %17 ], [ %88, %45 ]
  %48 = phi i64 [ 0, %17 ], [ %89, %45 ]
  %49 = getelementptr inbounds nuw float, ptr %1, i64 %46, !dbg !27
  %50 = load float, ptr %49, align 4, !dbg !27, !tbaa !28
  %51 = or disjoint i64 %46, 1, !dbg !32
  %52 = trunc nuw nsw i64 %51 to i32, !dbg !33
  %53 = uitofp nneg i32 %52 to float, !dbg !33
  %54 = fmul float %10, %53, !dbg !34
  %55 = fmul float %13, %54, !dbg !35
  %56 = tail call noundef float @llvm.sin.f32(float %55), !dbg !36
  %57 = fmul float %56, %50, !dbg !45
  %58 = fadd float %47, %57, !dbg !46
  %59 = getelementptr inbounds nuw float, ptr %1, i64 %51, !dbg !27
  %60 = load float, ptr %59, align 4, !dbg !27, !tbaa !28
  %61 = or disjoint i64 %46, 2, !dbg !32
  %62 = trunc nuw nsw i64 %61 to i32, !dbg !33
  %63 = uitofp nneg i32 %62 to float, !dbg !33
  %64 = fmul float %10, %63, !dbg !34
  %65 = fmul float %13, %64, !dbg !35
  %66 = tail call noundef float @llvm.sin.f32(float %65), !dbg !36
  %67 = fmul float %66, %60, !dbg !45
  %68 = fadd float %58, %67, !dbg !46
  %69 = getelementptr inbounds nuw float, ptr %1, i64 %61, !dbg !27
  %70 = load float, ptr %69, align 4, !dbg !27, !tbaa !28
  %71 = or disjoint i64 %46, 3, !dbg !32
  %72 = trunc nuw nsw i64 %71 to i32, !dbg !33
  %73 = uitofp nneg i32 %72 to float, !dbg !33
  %74 = fmul float %10, %73, !dbg !34
  %75 = fmul float %13, %74, !dbg !35
  %76 = tail call noundef float @llvm.sin.f32(float %75), !dbg !36
  %77 = fmul float %76, %70, !dbg !45
  %78 = fadd float %68, %77, !dbg !46
  %79 = getelementptr inbounds nuw float, ptr %1, i64 %71, !dbg !27
  %80 = load float, ptr %79, align 4, !dbg !27, !tbaa !28
  %81 = add nuw nsw i64 %46, 4, !dbg !32
  %82 = trunc nuw nsw i64 %81 to i32, !dbg !33
  %83 = uitofp nneg i32 %82 to float, !dbg !33
  %84 = fmul float %10, %83, !dbg !34
  %85 = fmul float %13, %84, !dbg !35
  %86 = tail call noundef float @llvm.sin.f32(float %85), !dbg !36
  %87 = fmul float %86, %80, !dbg !45
  %88 = fadd float %78, %87, !dbg !46
  %89 = add i64 %48, 4, !dbg !26
  %90 = icmp eq i64 %89, %18, !dbg !26
  br i1 %90, label %19, label %45, !dbg !26, !llvm.loop !57
}

declare float @llvm.sin.f32(float) #1

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/HarmonicWave.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "e11154351694d80c8968c7333f7528e4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "harmonicWave", scope: !10, file: !10, line: 7, type: !11, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/HarmonicWave.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "e11154351694d80c8968c7333f7528e4")
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
!22 = distinct !DILocation(line: 9, column: 30, scope: !9)
!23 = !DILocation(line: 366, column: 56, scope: !14, inlinedAt: !16)
!24 = !DILocation(line: 9, column: 28, scope: !9)
!25 = !DILocation(line: 11, column: 23, scope: !9)
!26 = !DILocation(line: 11, column: 5, scope: !9)
!27 = !DILocation(line: 12, column: 15, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 12, column: 43, scope: !9)
!33 = !DILocation(line: 12, column: 41, scope: !9)
!34 = !DILocation(line: 12, column: 48, scope: !9)
!35 = !DILocation(line: 12, column: 52, scope: !9)
!36 = !DILocation(line: 317, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "ep_sin", scope: !15, file: !15, line: 317, type: !11, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 317, column: 1, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "operator()<float>", scope: !15, file: !15, line: 317, type: !11, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 281, column: 12, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:317:1)>", scope: !15, file: !15, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 317, column: 1, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "sin<float>", scope: !15, file: !15, line: 317, type: !11, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 12, column: 31, scope: !9)
!45 = !DILocation(line: 12, column: 29, scope: !9)
!46 = !DILocation(line: 12, column: 12, scope: !9)
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = !DILocation(line: 0, scope: !9)
!50 = !DILocation(line: 154, column: 38, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(2))), float>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 180, column: 4, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(2))), float, float>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 14, column: 23, scope: !9)
!55 = !DILocation(line: 14, column: 21, scope: !9)
!56 = !DILocation(line: 15, column: 1, scope: !9)
!57 = distinct !{!57, !26, !58, !59}
!58 = !DILocation(line: 13, column: 5, scope: !9)
!59 = !{!"llvm.loop.mustprogress"}
