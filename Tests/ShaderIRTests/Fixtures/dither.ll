; ep37: dither of /work/main/Fixtures/MetalCorpus/Dither.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/Dither.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"




@kBayer = dso_local local_unnamed_addr global [16 x i32] [i32 0, i32 8, i32 2, i32 10, i32 12, i32 4, i32 14, i32 6, i32 3, i32 11, i32 1, i32 9, i32 15, i32 7, i32 13, i32 5], align 16

define dso_local noundef double @_Z6ditherDv2_fDv4_DF16_f(double noundef %0, double noundef %1, float noundef %2) #0 !dbg !9 {
  %4 = bitcast double %0 to <2 x float>
  %5 = fptosi <2 x float> %4 to <2 x i32>, !dbg !13
  %6 = and <2 x i32> %5, splat (i32 3), !dbg !19
  %7 = extractelement <2 x i32> %6, i64 1, !dbg !20
  %8 = shl nuw nsw i32 %7, 2, !dbg !21
  %9 = extractelement <2 x i32> %6, i64 0, !dbg !22
  %10 = or disjoint i32 %8, %9, !dbg !23
  %11 = zext nneg i32 %10 to i64, !dbg !24, !nosanitize !12
  %12 = bitcast double %1 to <4 x half>
  %13 = getelementptr inbounds nuw [16 x i32], ptr @kBayer, i64 0, i64 %11, !dbg !24
  %14 = load i32, ptr %13, align 4, !dbg !24, !tbaa !25
  %15 = sitofp i32 %14 to float, !dbg !24
  %16 = fadd float %15, 5.000000e-01, !dbg !29
  %17 = fmul float %16, 6.250000e-02, !dbg !30
  %18 = fadd float %2, -1.000000e+00, !dbg !31
  %19 = fcmp uno float %18, 0.000000e+00, !dbg !32
  %20 = fcmp olt float %18, 1.000000e+00, !dbg !41
  %21 = or i1 %19, %20, !dbg !41
  %22 = select i1 %21, float 1.000000e+00, float %18, !dbg !41
  %23 = extractelement <4 x half> %12, i64 0, !dbg !42
  %24 = fpext half %23 to float, !dbg !42
  %25 = shufflevector <4 x half> %12, <4 x half> poison, <2 x i32> <i32 1, i32 2>, !dbg !42
  %26 = fpext <2 x half> %25 to <2 x float>, !dbg !42
  %27 = insertelement <3 x float> poison, float %24, i64 0, !dbg !47
  %28 = shufflevector <2 x float> %26, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !47
  %29 = shufflevector <3 x float> %27, <3 x float> %28, <3 x i32> <i32 0, i32 3, i32 4>, !dbg !47
  %30 = insertelement <3 x float> poison, float %22, i64 0, !dbg !48
  %31 = shufflevector <3 x float> %30, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !48
  %32 = fmul <3 x float> %29, %31, !dbg !49
  %33 = insertelement <3 x float> poison, float %17, i64 0, !dbg !50
  %34 = shufflevector <3 x float> %33, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !50
  %35 = fadd <3 x float> %32, %34, !dbg !51
  %36 = extractelement <3 x float> %35, i64 0, !dbg !52
  %37 = tail call noundef float @llvm.floor.f32(float %36), !dbg !57
  %38 = insertelement <3 x float> poison, float %37, i64 0, !dbg !62
  %39 = tail call <3 x float> @llvm.floor.v3f32(<3 x float> %35), !dbg !57
  %40 = shufflevector <3 x float> %39, <3 x float> poison, <2 x i32> <i32 1, i32 2>, !dbg !57
  %41 = shufflevector <2 x float> %40, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !62
  %42 = shufflevector <3 x float> %38, <3 x float> %41, <3 x i32> <i32 0, i32 3, i32 4>, !dbg !62
  %43 = fdiv <3 x float> %42, %31, !dbg !63
  %44 = extractelement <4 x half> %12, i64 3, !dbg !64
  %45 = fpext half %44 to float
  %46 = extractelement <3 x float> %43, i64 0, !dbg !65
  %47 = fcmp uno float %46, 0.000000e+00, !dbg !72
  br i1 %47, label %53, label %48, !dbg !77

48:                                               ; preds = %3
  %49 = fcmp uno half %44, 0xH0000, !dbg !78
  br i1 %49, label %53, label %50, !dbg !79

50:                                               ; preds = %48
  %51 = fcmp ogt float %46, %45, !dbg !80
  %52 = select i1 %51, float %45, float %46, !dbg !81
  br label %53, !dbg !79

53:                                               ; preds = %50, %48, %3
  %54 = phi float [ %52, %50 ], [ %45, %3 ], [ %46, %48 ], !dbg !77
  %55 = extractelement <3 x float> %43, i64 1, !dbg !65
  %56 = fcmp uno float %55, 0.000000e+00, !dbg !72
  br i1 %56, label %62, label %57, !dbg !77

57:                                               ; preds = %53
  %58 = fcmp uno half %44, 0xH0000, !dbg !78
  br i1 %58, label %62, label %59, !dbg !79

59:                                               ; preds = %57
  %60 = fcmp ogt float %55, %45, !dbg !80
  %61 = select i1 %60, float %45, float %55, !dbg !81
  br label %62, !dbg !79

62:                                               ; preds = %59, %57, %53
  %63 = phi float [ %61, %59 ], [ %45, %53 ], [ %55, %57 ], !dbg !77
  %64 = extractelement <3 x float> %43, i64 2, !dbg !65
  %65 = fcmp uno float %64, 0.000000e+00, !dbg !72
  br i1 %65, label %71, label %66, !dbg !77

66:                                               ; preds = %62
  %67 = fcmp uno half %44, 0xH0000, !dbg !78
  br i1 %67, label %71, label %68, !dbg !79

68:                                               ; preds = %66
  %69 = fcmp ogt float %64, %45, !dbg !80
  %70 = select i1 %69, float %45, float %64, !dbg !81
  br label %71, !dbg !79

71:                                               ; preds = %62, %66, %68
  %72 = phi float [ %70, %68 ], [ %45, %62 ], [ %64, %66 ], !dbg !77
  %73 = insertelement <2 x float> poison, float %54, i64 0, !dbg !82
  %74 = insertelement <2 x float> %73, float %63, i64 1, !dbg !82
  %75 = fptrunc <2 x float> %74 to <2 x half>, !dbg !82
  %76 = fptrunc float %72 to half, !dbg !82
  %77 = shufflevector <2 x half> %75, <2 x half> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !87
  %78 = insertelement <4 x half> %77, half %76, i64 2, !dbg !87
  %79 = shufflevector <4 x half> %78, <4 x half> %12, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !88
  %80 = bitcast <4 x half> %79 to double, !dbg !93
  ret double %80, !dbg !94
}

declare float @llvm.floor.f32(float) #1
declare <3 x float> @llvm.floor.v3f32(<3 x float>) #2

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/Dither.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "bf1d13a9b0ee4404695e1a8e2d156bdc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "dither", scope: !10, file: !10, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/Dither.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "bf1d13a9b0ee4404695e1a8e2d156bdc")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 158, column: 45, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "ep_put<int __attribute__((ext_vector_type(2))), float __attribute__((ext_vector_type(2)))>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!16 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "ep_make<int __attribute__((ext_vector_type(2))), float __attribute__((ext_vector_type(2)))>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 7, column: 17, scope: !9)
!19 = !DILocation(line: 7, column: 32, scope: !9)
!20 = !DILocation(line: 8, column: 23, scope: !9)
!21 = !DILocation(line: 8, column: 30, scope: !9)
!22 = !DILocation(line: 8, column: 36, scope: !9)
!23 = !DILocation(line: 8, column: 34, scope: !9)
!24 = !DILocation(line: 9, column: 30, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 45, scope: !9)
!30 = !DILocation(line: 9, column: 52, scope: !9)
!31 = !DILocation(line: 10, column: 26, scope: !9)
!32 = !DILocation(line: 366, column: 58, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "ep_max1<float>", scope: !15, file: !15, line: 366, type: !11, scopeLine: 366, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 373, column: 52, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "operator()<float, float>", scope: !15, file: !15, line: 373, type: !11, scopeLine: 373, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 291, column: 12, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "ep_map2<float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:373:24)>", scope: !15, file: !15, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 373, column: 10, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "max<float, float>", scope: !15, file: !15, line: 371, type: !11, scopeLine: 371, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 10, column: 15, scope: !9)
!41 = !DILocation(line: 366, column: 56, scope: !33, inlinedAt: !34)
!42 = !DILocation(line: 158, column: 45, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(3))), _Float16 __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 180, column: 4, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(3))), _Float16 __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 11, column: 22, scope: !9)
!47 = !DILocation(line: 158, column: 40, scope: !43, inlinedAt: !44)
!48 = !DILocation(line: 11, column: 42, scope: !9)
!49 = !DILocation(line: 11, column: 40, scope: !9)
!50 = !DILocation(line: 11, column: 46, scope: !9)
!51 = !DILocation(line: 11, column: 44, scope: !9)
!52 = !DILocation(line: 284, column: 59, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "ep_map<float __attribute__((ext_vector_type(3))), (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:335:1)>", scope: !15, file: !15, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 335, column: 1, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "floor<float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 335, type: !11, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 11, column: 16, scope: !9)
!57 = !DILocation(line: 335, column: 1, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "ep_floor", scope: !15, file: !15, line: 335, type: !11, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 335, column: 1, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "operator()<float>", scope: !15, file: !15, line: 335, type: !11, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = distinct !DILocation(line: 284, column: 57, scope: !53, inlinedAt: !54)
!62 = !DILocation(line: 284, column: 55, scope: !53, inlinedAt: !54)
!63 = !DILocation(line: 11, column: 57, scope: !9)
!64 = !DILocation(line: 12, column: 12, scope: !9)
!65 = !DILocation(line: 277, column: 64, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "ep_at<float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 276, type: !11, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = distinct !DILocation(line: 294, column: 59, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "ep_map2<float __attribute__((ext_vector_type(3))), float __attribute__((ext_vector_type(3))), (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:369:24)>", scope: !15, file: !15, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 369, column: 10, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "min<float __attribute__((ext_vector_type(3))), float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 367, type: !11, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = distinct !DILocation(line: 12, column: 12, scope: !9)
!72 = !DILocation(line: 365, column: 58, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "ep_min1<float>", scope: !15, file: !15, line: 365, type: !11, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 369, column: 52, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "operator()<float, float>", scope: !15, file: !15, line: 369, type: !11, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!76 = distinct !DILocation(line: 294, column: 57, scope: !68, inlinedAt: !69)
!77 = !DILocation(line: 365, column: 56, scope: !73, inlinedAt: !74)
!78 = !DILocation(line: 365, column: 72, scope: !73, inlinedAt: !74)
!79 = !DILocation(line: 365, column: 70, scope: !73, inlinedAt: !74)
!80 = !DILocation(line: 365, column: 86, scope: !73, inlinedAt: !74)
!81 = !DILocation(line: 365, column: 84, scope: !73, inlinedAt: !74)
!82 = !DILocation(line: 158, column: 45, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(3))), float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 180, column: 4, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(3))), float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = distinct !DILocation(line: 12, column: 12, scope: !9)
!87 = !DILocation(line: 181, column: 3, scope: !85, inlinedAt: !86)
!88 = !DILocation(line: 154, column: 38, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 180, column: 4, scope: !91, inlinedAt: !92)
!91 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!92 = distinct !DILocation(line: 12, column: 12, scope: !9)
!93 = !DILocation(line: 181, column: 10, scope: !91, inlinedAt: !92)
!94 = !DILocation(line: 13, column: 1, scope: !9)
