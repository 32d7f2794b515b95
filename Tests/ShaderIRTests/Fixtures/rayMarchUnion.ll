; ep37: rayMarchUnion of /work/main/Fixtures/MetalCorpus/RayMarchUnion.metal, -O2, runtime flags, sampling as calls
source_filename = "/work/main/Fixtures/MetalCorpus/RayMarchUnion.metal"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZN8marching8gradientEDv3_fNS_6SphereES1_ = comdat any
%"struct.marching::Sphere" = type { <3 x float>, float }


define dso_local noundef double @_Z13rayMarchUnionDv2_fDv4_DF16_S_S_fS0_(double noundef %0, double noundef %1, double noundef %2, double noundef %3, float noundef %4, double noundef %5) #0 !dbg !9 {
  %7 = alloca %"struct.marching::Sphere", align 16
  %8 = alloca %"struct.marching::Sphere", align 16
  %9 = bitcast double %5 to <4 x half>
  %10 = bitcast double %2 to <2 x float>
  %11 = shufflevector <2 x float> %10, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !13
  %12 = insertelement <3 x float> %11, float 0.000000e+00, i64 2, !dbg !19
  %13 = shufflevector <3 x float> %12, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !22
  %14 = fmul float %4, 5.000000e-01, !dbg !23
  %15 = bitcast double %3 to <2 x float>
  %16 = shufflevector <2 x float> %15, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !24
  %17 = insertelement <3 x float> %16, float %14, i64 2, !dbg !27
  %18 = shufflevector <3 x float> %17, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !29
  %19 = fmul float %4, -3.000000e+00, !dbg !30
  %20 = bitcast double %0 to <2 x float>
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>, !dbg !31
  %22 = insertelement <3 x float> %21, float %19, i64 2, !dbg !34
  %23 = fmul float %4, 6.000000e+00
  br label %24, !dbg !36

24:                                               ; preds = %58, %6
  %25 = phi float [ 0.000000e+00, %6 ], [ %59, %58 ]
  %26 = phi i32 [ 0, %6 ], [ %61, %58 ]
  %27 = insertelement <3 x float> <float 0.000000e+00, float 0.000000e+00, float poison>, float %25, i64 2, !dbg !37
  %28 = fadd <3 x float> %22, %27, !dbg !41
  %29 = fsub <3 x float> %28, %12, !dbg !42
  %30 = fmul <3 x float> %29, %29, !dbg !45
  %31 = extractelement <3 x float> %30, i64 0, !dbg !45
  %32 = fmul <3 x float> %29, %29, !dbg !45
  %33 = extractelement <3 x float> %32, i64 1, !dbg !50
  %34 = fadd float %31, %33, !dbg !50
  %35 = extractelement <3 x float> %32, i64 2, !dbg !50
  %36 = fadd float %35, %34, !dbg !50
  %37 = tail call noundef float @llvm.sqrt.f32(float %36), !dbg !51
  %38 = fsub float %37, %4, !dbg !52
  %39 = fsub <3 x float> %28, %17, !dbg !53
  %40 = fmul <3 x float> %39, %39, !dbg !54
  %41 = extractelement <3 x float> %40, i64 0, !dbg !54
  %42 = fmul <3 x float> %39, %39, !dbg !54
  %43 = extractelement <3 x float> %42, i64 1, !dbg !57
  %44 = fadd float %41, %43, !dbg !57
  %45 = extractelement <3 x float> %42, i64 2, !dbg !57
  %46 = fadd float %45, %44, !dbg !57
  %47 = tail call noundef float @llvm.sqrt.f32(float %46), !dbg !58
  %48 = fsub float %47, %4, !dbg !59
  %49 = fcmp uno float %38, 0.000000e+00, !dbg !60
  br i1 %49, label %55, label %50, !dbg !69

50:                                               ; preds = %24
  %51 = fcmp uno float %48, 0.000000e+00, !dbg !70
  br i1 %51, label %55, label %52, !dbg !71

52:                                               ; preds = %50
  %53 = fcmp olt float %48, %38, !dbg !72
  %54 = select i1 %53, float %48, float %38, !dbg !73
  br label %55, !dbg !71

55:                                               ; preds = %24, %50, %52
  %56 = phi float [ %54, %52 ], [ %48, %24 ], [ %38, %50 ], !dbg !69
  %57 = fcmp olt float %56, 0x3F1A36E2E0000000, !dbg !74
  br i1 %57, label %64, label %58, !dbg !74

58:                                               ; preds = %55
  %59 = fadd float %25, %56, !dbg !75
  %60 = fcmp ogt float %59, %23, !dbg !76
  %61 = add nuw nsw i32 %26, 1
  %62 = icmp eq i32 %61, 96
  %63 = select i1 %60, i1 true, i1 %62
  br i1 %63, label %101, label %24, !llvm.loop !77

64:                                               ; preds = %55
  store <4 x float> %13, ptr %7, align 16, !dbg !80, !tbaa !81
  %65 = getelementptr inbounds nuw i8, ptr %7, i64 16, !dbg !80
  store float %4, ptr %65, align 16, !dbg !80, !tbaa !84
  store <4 x float> %18, ptr %8, align 16, !dbg !86, !tbaa !81
  %66 = getelementptr inbounds nuw i8, ptr %8, i64 16, !dbg !86
  store float %4, ptr %66, align 16, !dbg !86, !tbaa !84
  %67 = tail call noundef <3 x float> @_ZN8marching8gradientEDv3_fNS_6SphereES1_(<3 x float> noundef %28, ptr noundef nonnull byval(%"struct.marching::Sphere") align 16 %7, ptr noundef nonnull byval(%"struct.marching::Sphere") align 16 %8), !dbg !87
  %68 = extractelement <3 x float> %67, i64 0, !dbg !88
  %69 = fmul float %68, 0x3FDA20BD60000000, !dbg !92
  %70 = fadd float %69, 0.000000e+00, !dbg !93
  %71 = shufflevector <3 x float> %67, <3 x float> poison, <2 x i32> <i32 1, i32 2>, !dbg !92
  %72 = fmul <2 x float> %71, <float 0x3FDA20BD60000000, float 0x3FEA20BD60000000>, !dbg !92
  %73 = extractelement <2 x float> %72, i64 0, !dbg !93
  %74 = fsub float %70, %73, !dbg !93
  %75 = extractelement <2 x float> %72, i64 1, !dbg !93
  %76 = fsub float %74, %75, !dbg !93
  %77 = fcmp olt float %76, 0.000000e+00, !dbg !94
  br i1 %77, label %84, label %78, !dbg !94

78:                                               ; preds = %64
  %79 = fcmp ogt float %76, 1.000000e+00, !dbg !94
  br i1 %79, label %84, label %80, !dbg !94

80:                                               ; preds = %78
  %81 = fcmp ord float %76, 0.000000e+00, !dbg !94
  %82 = select i1 %81, float %76, float 0.000000e+00, !dbg !94
  %83 = fptrunc float %82 to half, !dbg !103
  br label %84, !dbg !94

84:                                               ; preds = %64, %78, %80
  %85 = phi half [ 0xH0000, %64 ], [ %83, %80 ], [ 0xH3C00, %78 ], !dbg !94
  %86 = fmul float %4, 2.000000e+00, !dbg !104
  %87 = fsub float %25, %86, !dbg !105
  %88 = fmul float %87, 0xBFA99999A0000000, !dbg !106
  %89 = tail call noundef float @llvm.exp.f32(float %88), !dbg !107
  %90 = fptrunc float %89 to half, !dbg !116
  %91 = shufflevector <4 x half> %9, <4 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !117
  %92 = insertelement <3 x half> poison, half %85, i64 0, !dbg !117
  %93 = shufflevector <3 x half> %92, <3 x half> poison, <3 x i32> zeroinitializer, !dbg !117
  %94 = fmul <3 x half> %91, %93, !dbg !117
  %95 = insertelement <3 x half> poison, half %90, i64 0, !dbg !117
  %96 = shufflevector <3 x half> %95, <3 x half> poison, <4 x i32> <i32 0, i32 0, i32 0, i32 poison>, !dbg !117
  %97 = shufflevector <3 x half> %94, <3 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>, !dbg !117
  %98 = fmul <4 x half> %96, %97, !dbg !117
  %99 = shufflevector <4 x half> %98, <4 x half> %9, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !118
  %100 = bitcast <4 x half> %99 to double, !dbg !123
  br label %101

101:                                              ; preds = %58, %84
  %102 = phi double [ %100, %84 ], [ %1, %58 ]
  ret double %102, !dbg !124
}
define linkonce_odr dso_local noundef <3 x float> @_ZN8marching8gradientEDv3_fNS_6SphereES1_(<3 x float> noundef %0, ptr noundef byval(%"struct.marching::Sphere") align 16 %1, ptr noundef byval(%"struct.marching::Sphere") align 16 %2) local_unnamed_addr #1 comdat !dbg !125 {
  %4 = fadd <3 x float> %0, <float 0x3F847AE140000000, float 0.000000e+00, float 0.000000e+00>, !dbg !126
  %5 = load <4 x float>, ptr %1, align 16, !dbg !126, !tbaa !81
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 16, !dbg !126
  %7 = load float, ptr %6, align 16, !dbg !126, !tbaa !84
  %8 = load <4 x float>, ptr %2, align 16, !dbg !126, !tbaa !81
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !126
  %10 = load float, ptr %9, align 16, !dbg !126, !tbaa !84
  %11 = shufflevector <4 x float> %5, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !127
  %12 = fsub <3 x float> %4, %11, !dbg !129
  %13 = fmul <3 x float> %12, %12, !dbg !130
  %14 = extractelement <3 x float> %13, i64 0, !dbg !130
  %15 = fmul <3 x float> %12, %12, !dbg !130
  %16 = extractelement <3 x float> %15, i64 1, !dbg !133
  %17 = fadd float %14, %16, !dbg !133
  %18 = extractelement <3 x float> %15, i64 2, !dbg !133
  %19 = fadd float %18, %17, !dbg !133
  %20 = tail call noundef float @llvm.sqrt.f32(float %19), !dbg !134
  %21 = fsub float %20, %7, !dbg !135
  %22 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !136
  %23 = fsub <3 x float> %4, %22, !dbg !137
  %24 = fmul <3 x float> %23, %23, !dbg !138
  %25 = extractelement <3 x float> %24, i64 0, !dbg !138
  %26 = fmul <3 x float> %23, %23, !dbg !138
  %27 = extractelement <3 x float> %26, i64 1, !dbg !141
  %28 = fadd float %25, %27, !dbg !141
  %29 = extractelement <3 x float> %26, i64 2, !dbg !141
  %30 = fadd float %29, %28, !dbg !141
  %31 = tail call noundef float @llvm.sqrt.f32(float %30), !dbg !142
  %32 = fsub float %31, %10, !dbg !143
  %33 = fcmp uno float %21, 0.000000e+00, !dbg !144
  br i1 %33, label %39, label %34, !dbg !149

34:                                               ; preds = %3
  %35 = fcmp uno float %32, 0.000000e+00, !dbg !150
  br i1 %35, label %39, label %36, !dbg !151

36:                                               ; preds = %34
  %37 = fcmp olt float %32, %21, !dbg !152
  %38 = select i1 %37, float %32, float %21, !dbg !153
  br label %39, !dbg !151

39:                                               ; preds = %3, %34, %36
  %40 = phi float [ %38, %36 ], [ %32, %3 ], [ %21, %34 ], !dbg !149
  %41 = fadd <3 x float> %0, <float 0xBF847AE140000000, float -0.000000e+00, float -0.000000e+00>, !dbg !126
  %42 = fsub <3 x float> %41, %11, !dbg !154
  %43 = fmul <3 x float> %42, %42, !dbg !156
  %44 = extractelement <3 x float> %43, i64 0, !dbg !156
  %45 = fmul <3 x float> %42, %42, !dbg !156
  %46 = extractelement <3 x float> %45, i64 1, !dbg !159
  %47 = fadd float %44, %46, !dbg !159
  %48 = extractelement <3 x float> %45, i64 2, !dbg !159
  %49 = fadd float %48, %47, !dbg !159
  %50 = tail call noundef float @llvm.sqrt.f32(float %49), !dbg !160
  %51 = fsub float %50, %7, !dbg !161
  %52 = fsub <3 x float> %41, %22, !dbg !162
  %53 = fmul <3 x float> %52, %52, !dbg !163
  %54 = extractelement <3 x float> %53, i64 0, !dbg !163
  %55 = fmul <3 x float> %52, %52, !dbg !163
  %56 = extractelement <3 x float> %55, i64 1, !dbg !166
  %57 = fadd float %54, %56, !dbg !166
  %58 = extractelement <3 x float> %55, i64 2, !dbg !166
  %59 = fadd float %58, %57, !dbg !166
  %60 = tail call noundef float @llvm.sqrt.f32(float %59), !dbg !167
  %61 = fsub float %60, %10, !dbg !168
  %62 = fcmp uno float %51, 0.000000e+00, !dbg !169
  br i1 %62, label %68, label %63, !dbg !174

63:                                               ; preds = %39
  %64 = fcmp uno float %61, 0.000000e+00, !dbg !175
  br i1 %64, label %68, label %65, !dbg !176

65:                                               ; preds = %63
  %66 = fcmp olt float %61, %51, !dbg !177
  %67 = select i1 %66, float %61, float %51, !dbg !178
  br label %68, !dbg !176

68:                                               ; preds = %39, %63, %65
  %69 = phi float [ %67, %65 ], [ %61, %39 ], [ %51, %63 ], !dbg !174
  %70 = fadd <3 x float> %0, <float 0.000000e+00, float 0x3F847AE140000000, float 0.000000e+00>, !dbg !126
  %71 = fsub <3 x float> %70, %11, !dbg !179
  %72 = fmul <3 x float> %71, %71, !dbg !181
  %73 = extractelement <3 x float> %72, i64 0, !dbg !181
  %74 = fmul <3 x float> %71, %71, !dbg !181
  %75 = extractelement <3 x float> %74, i64 1, !dbg !184
  %76 = fadd float %73, %75, !dbg !184
  %77 = extractelement <3 x float> %74, i64 2, !dbg !184
  %78 = fadd float %77, %76, !dbg !184
  %79 = tail call noundef float @llvm.sqrt.f32(float %78), !dbg !185
  %80 = fsub float %79, %7, !dbg !186
  %81 = fsub <3 x float> %70, %22, !dbg !187
  %82 = fmul <3 x float> %81, %81, !dbg !188
  %83 = extractelement <3 x float> %82, i64 0, !dbg !188
  %84 = fmul <3 x float> %81, %81, !dbg !188
  %85 = extractelement <3 x float> %84, i64 1, !dbg !191
  %86 = fadd float %83, %85, !dbg !191
  %87 = extractelement <3 x float> %84, i64 2, !dbg !191
  %88 = fadd float %87, %86, !dbg !191
  %89 = tail call noundef float @llvm.sqrt.f32(float %88), !dbg !192
  %90 = fsub float %89, %10, !dbg !193
  %91 = fcmp uno float %80, 0.000000e+00, !dbg !194
  br i1 %91, label %97, label %92, !dbg !199

92:                                               ; preds = %68
  %93 = fcmp uno float %90, 0.000000e+00, !dbg !200
  br i1 %93, label %97, label %94, !dbg !201

94:                                               ; preds = %92
  %95 = fcmp olt float %90, %80, !dbg !202
  %96 = select i1 %95, float %90, float %80, !dbg !203
  br label %97, !dbg !201

97:                                               ; preds = %68, %92, %94
  %98 = phi float [ %96, %94 ], [ %90, %68 ], [ %80, %92 ], !dbg !199
  %99 = fadd <3 x float> %0, <float -0.000000e+00, float 0xBF847AE140000000, float -0.000000e+00>, !dbg !126
  %100 = fsub <3 x float> %99, %11, !dbg !204
  %101 = fmul <3 x float> %100, %100, !dbg !206
  %102 = extractelement <3 x float> %101, i64 0, !dbg !206
  %103 = fmul <3 x float> %100, %100, !dbg !206
  %104 = extractelement <3 x float> %103, i64 1, !dbg !209
  %105 = fadd float %102, %104, !dbg !209
  %106 = extractelement <3 x float> %103, i64 2, !dbg !209
  %107 = fadd float %106, %105, !dbg !209
  %108 = tail call noundef float @llvm.sqrt.f32(float %107), !dbg !210
  %109 = fsub float %108, %7, !dbg !211
  %110 = fsub <3 x float> %99, %22, !dbg !212
  %111 = fmul <3 x float> %110, %110, !dbg !213
  %112 = extractelement <3 x float> %111, i64 0, !dbg !213
  %113 = fmul <3 x float> %110, %110, !dbg !213
  %114 = extractelement <3 x float> %113, i64 1, !dbg !216
  %115 = fadd float %112, %114, !dbg !216
  %116 = extractelement <3 x float> %113, i64 2, !dbg !216
  %117 = fadd float %116, %115, !dbg !216
  %118 = tail call noundef float @llvm.sqrt.f32(float %117), !dbg !217
  %119 = fsub float %118, %10, !dbg !218
  %120 = fcmp uno float %109, 0.000000e+00, !dbg !219
  br i1 %120, label %126, label %121, !dbg !224

121:                                              ; preds = %97
  %122 = fcmp uno float %119, 0.000000e+00, !dbg !225
  br i1 %122, label %126, label %123, !dbg !226

123:                                              ; preds = %121
  %124 = fcmp olt float %119, %109, !dbg !227
  %125 = select i1 %124, float %119, float %109, !dbg !228
  br label %126, !dbg !226

126:                                              ; preds = %97, %121, %123
  %127 = phi float [ %125, %123 ], [ %119, %97 ], [ %109, %121 ], !dbg !224
  %128 = fadd <3 x float> %0, <float 0.000000e+00, float 0.000000e+00, float 0x3F847AE140000000>, !dbg !126
  %129 = fsub <3 x float> %128, %11, !dbg !229
  %130 = fmul <3 x float> %129, %129, !dbg !231
  %131 = extractelement <3 x float> %130, i64 0, !dbg !231
  %132 = fmul <3 x float> %129, %129, !dbg !231
  %133 = extractelement <3 x float> %132, i64 1, !dbg !234
  %134 = fadd float %131, %133, !dbg !234
  %135 = extractelement <3 x float> %132, i64 2, !dbg !234
  %136 = fadd float %135, %134, !dbg !234
  %137 = tail call noundef float @llvm.sqrt.f32(float %136), !dbg !235
  %138 = fsub float %137, %7, !dbg !236
  %139 = fsub <3 x float> %128, %22, !dbg !237
  %140 = fmul <3 x float> %139, %139, !dbg !238
  %141 = extractelement <3 x float> %140, i64 0, !dbg !238
  %142 = fmul <3 x float> %139, %139, !dbg !238
  %143 = extractelement <3 x float> %142, i64 1, !dbg !241
  %144 = fadd float %141, %143, !dbg !241
  %145 = extractelement <3 x float> %142, i64 2, !dbg !241
  %146 = fadd float %145, %144, !dbg !241
  %147 = tail call noundef float @llvm.sqrt.f32(float %146), !dbg !242
  %148 = fsub float %147, %10, !dbg !243
  %149 = fcmp uno float %138, 0.000000e+00, !dbg !244
  br i1 %149, label %155, label %150, !dbg !249

150:                                              ; preds = %126
  %151 = fcmp uno float %148, 0.000000e+00, !dbg !250
  br i1 %151, label %155, label %152, !dbg !251

152:                                              ; preds = %150
  %153 = fcmp olt float %148, %138, !dbg !252
  %154 = select i1 %153, float %148, float %138, !dbg !253
  br label %155, !dbg !251

155:                                              ; preds = %126, %150, %152
  %156 = phi float [ %154, %152 ], [ %148, %126 ], [ %138, %150 ], !dbg !249
  %157 = fadd <3 x float> %0, <float -0.000000e+00, float -0.000000e+00, float 0xBF847AE140000000>, !dbg !126
  %158 = fsub <3 x float> %157, %11, !dbg !254
  %159 = fmul <3 x float> %158, %158, !dbg !256
  %160 = extractelement <3 x float> %159, i64 0, !dbg !256
  %161 = fmul <3 x float> %158, %158, !dbg !256
  %162 = extractelement <3 x float> %161, i64 1, !dbg !259
  %163 = fadd float %160, %162, !dbg !259
  %164 = extractelement <3 x float> %161, i64 2, !dbg !259
  %165 = fadd float %164, %163, !dbg !259
  %166 = tail call noundef float @llvm.sqrt.f32(float %165), !dbg !260
  %167 = fsub float %166, %7, !dbg !261
  %168 = fsub <3 x float> %157, %22, !dbg !262
  %169 = fmul <3 x float> %168, %168, !dbg !263
  %170 = extractelement <3 x float> %169, i64 0, !dbg !263
  %171 = fmul <3 x float> %168, %168, !dbg !263
  %172 = extractelement <3 x float> %171, i64 1, !dbg !266
  %173 = fadd float %170, %172, !dbg !266
  %174 = extractelement <3 x float> %171, i64 2, !dbg !266
  %175 = fadd float %174, %173, !dbg !266
  %176 = tail call noundef float @llvm.sqrt.f32(float %175), !dbg !267
  %177 = fsub float %176, %10, !dbg !268
  %178 = fcmp uno float %167, 0.000000e+00, !dbg !269
  br i1 %178, label %184, label %179, !dbg !274

179:                                              ; preds = %155
  %180 = fcmp uno float %177, 0.000000e+00, !dbg !275
  br i1 %180, label %184, label %181, !dbg !276

181:                                              ; preds = %179
  %182 = fcmp olt float %177, %167, !dbg !277
  %183 = select i1 %182, float %177, float %167, !dbg !278
  br label %184, !dbg !276

184:                                              ; preds = %155, %179, %181
  %185 = phi float [ %183, %181 ], [ %177, %155 ], [ %167, %179 ], !dbg !274
  %186 = fsub float %98, %127, !dbg !126
  %187 = fsub float %40, %69, !dbg !126
  %188 = fsub float %156, %185, !dbg !126
  %189 = insertelement <3 x float> poison, float %187, i64 0, !dbg !279
  %190 = insertelement <3 x float> %189, float %186, i64 1, !dbg !279
  %191 = insertelement <3 x float> %190, float %188, i64 2, !dbg !279
  %192 = fmul float %187, %187, !dbg !282
  %193 = fmul float %186, %186, !dbg !282
  %194 = fadd float %192, %193, !dbg !286
  %195 = fmul float %188, %188, !dbg !282
  %196 = fadd float %194, %195, !dbg !286
  %197 = tail call float @llvm.sqrt.f32(float %196), !dbg !287
  %198 = fdiv float 1.000000e+00, %197, !dbg !288
  %199 = insertelement <3 x float> poison, float %198, i64 0, !dbg !289
  %200 = shufflevector <3 x float> %199, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !289
  %201 = fmul <3 x float> %191, %200, !dbg !292
  ret <3 x float> %201, !dbg !293
}

declare float @llvm.sqrt.f32(float) #2
declare float @llvm.exp.f32(float) #2

attributes #0 = { alwaysinline mustprogress uwtable "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { inlinehint mustprogress uwtable "min-legal-vector-width"="96" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/Fixtures/MetalCorpus/RayMarchUnion.metal", directory: "/work/notes/i37", checksumkind: CSK_MD5, checksum: "421b6ef941823144878eeeda77b811b0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)"}
!9 = distinct !DISubprogram(name: "rayMarchUnion", scope: !10, file: !10, line: 28, type: !11, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "main/Fixtures/MetalCorpus/RayMarchUnion.metal", directory: "/work", checksumkind: CSK_MD5, checksum: "421b6ef941823144878eeeda77b811b0")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 158, column: 40, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(3))), float __attribute__((ext_vector_type(2)))>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "include-4653e7c3e576/effectproof_metal.h", directory: "/work/notes/i37")
!16 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(3))), float __attribute__((ext_vector_type(2))), float>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 30, column: 28, scope: !9)
!19 = !DILocation(line: 154, column: 38, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "ep_put<float __attribute__((ext_vector_type(3))), float>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !18)
!22 = !DILocation(line: 30, column: 26, scope: !9)
!23 = !DILocation(line: 31, column: 28, scope: !9)
!24 = !DILocation(line: 158, column: 40, scope: !14, inlinedAt: !25)
!25 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !26)
!26 = distinct !DILocation(line: 31, column: 28, scope: !9)
!27 = !DILocation(line: 154, column: 38, scope: !20, inlinedAt: !28)
!28 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !26)
!29 = !DILocation(line: 31, column: 26, scope: !9)
!30 = !DILocation(line: 32, column: 21, scope: !9)
!31 = !DILocation(line: 158, column: 40, scope: !14, inlinedAt: !32)
!32 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !33)
!33 = distinct !DILocation(line: 32, column: 21, scope: !9)
!34 = !DILocation(line: 154, column: 38, scope: !20, inlinedAt: !35)
!35 = distinct !DILocation(line: 180, column: 4, scope: !17, inlinedAt: !33)
!36 = !DILocation(line: 35, column: 5, scope: !9)
!37 = !DILocation(line: 154, column: 38, scope: !20, inlinedAt: !38)
!38 = distinct !DILocation(line: 180, column: 4, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "ep_make<float __attribute__((ext_vector_type(3))), float, float, float>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 36, column: 44, scope: !9)
!41 = !DILocation(line: 36, column: 42, scope: !9)
!42 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "scene", scope: !10, file: !10, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 36, column: 19, scope: !9)
!45 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "dot<float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 397, type: !11, scopeLine: 397, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "length<float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 402, type: !11, scopeLine: 402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !44)
!50 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !47)
!51 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !49)
!52 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !44)
!53 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !44)
!54 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !55)
!55 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !44)
!57 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !55)
!58 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !44)
!60 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "ep_min1<float>", scope: !15, file: !15, line: 365, type: !11, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "operator()<float, float>", scope: !15, file: !15, line: 369, type: !11, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "ep_map2<float, float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:369:24)>", scope: !15, file: !15, line: 288, type: !11, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "min<float, float>", scope: !15, file: !15, line: 367, type: !11, scopeLine: 367, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !44)
!69 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !62)
!70 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !62)
!71 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !62)
!72 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !62)
!73 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !62)
!74 = !DILocation(line: 37, column: 15, scope: !9)
!75 = !DILocation(line: 41, column: 11, scope: !9)
!76 = !DILocation(line: 42, column: 15, scope: !9)
!77 = distinct !{!77, !36, !78, !79}
!78 = !DILocation(line: 43, column: 5, scope: !9)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 45, column: 65, scope: !9)
!81 = !{!82, !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C++ TBAA"}
!84 = !{!85, !85, i64 0}
!85 = !{!"float", !82, i64 0}
!86 = !DILocation(line: 45, column: 68, scope: !9)
!87 = !DILocation(line: 45, column: 16, scope: !9)
!88 = !DILocation(line: 277, column: 64, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "ep_at<float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 276, type: !11, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 399, column: 53, scope: !46, inlinedAt: !91)
!91 = distinct !DILocation(line: 46, column: 34, scope: !9)
!92 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !91)
!93 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !91)
!94 = !DILocation(line: 341, column: 1, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "ep_saturate", scope: !15, file: !15, line: 341, type: !11, scopeLine: 341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!96 = distinct !DILocation(line: 341, column: 1, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "operator()<float>", scope: !15, file: !15, line: 341, type: !11, scopeLine: 341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!98 = distinct !DILocation(line: 281, column: 12, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:341:1)>", scope: !15, file: !15, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = distinct !DILocation(line: 341, column: 1, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "saturate<float>", scope: !15, file: !15, line: 341, type: !11, scopeLine: 341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = distinct !DILocation(line: 46, column: 25, scope: !9)
!103 = !DILocation(line: 46, column: 25, scope: !9)
!104 = !DILocation(line: 47, column: 42, scope: !9)
!105 = !DILocation(line: 47, column: 36, scope: !9)
!106 = !DILocation(line: 47, column: 31, scope: !9)
!107 = !DILocation(line: 326, column: 1, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "ep_exp", scope: !15, file: !15, line: 326, type: !11, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = distinct !DILocation(line: 326, column: 1, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "operator()<float>", scope: !15, file: !15, line: 326, type: !11, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = distinct !DILocation(line: 281, column: 12, scope: !112, inlinedAt: !113)
!112 = distinct !DISubprogram(name: "ep_map<float, (lambda at /work/notes/i37/include-4653e7c3e576/effectproof_metal.h:326:1)>", scope: !15, file: !15, line: 279, type: !11, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = distinct !DILocation(line: 326, column: 1, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "exp<float>", scope: !15, file: !15, line: 326, type: !11, scopeLine: 326, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!115 = distinct !DILocation(line: 47, column: 21, scope: !9)
!116 = !DILocation(line: 47, column: 21, scope: !9)
!117 = !DILocation(line: 48, column: 12, scope: !9)
!118 = !DILocation(line: 154, column: 38, scope: !119, inlinedAt: !120)
!119 = distinct !DISubprogram(name: "ep_put<_Float16 __attribute__((ext_vector_type(4))), _Float16>", scope: !15, file: !15, line: 151, type: !11, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!120 = distinct !DILocation(line: 180, column: 4, scope: !121, inlinedAt: !122)
!121 = distinct !DISubprogram(name: "ep_make<_Float16 __attribute__((ext_vector_type(4))), _Float16 __attribute__((ext_vector_type(3))), _Float16>", scope: !15, file: !15, line: 163, type: !11, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = distinct !DILocation(line: 48, column: 12, scope: !9)
!123 = !DILocation(line: 181, column: 10, scope: !121, inlinedAt: !122)
!124 = !DILocation(line: 49, column: 1, scope: !9)
!125 = distinct !DISubprogram(name: "gradient", scope: !10, file: !10, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!126 = !DILocation(line: 22, column: 22, scope: !125)
!127 = !DILocation(line: 17, column: 29, scope: !43, inlinedAt: !128)
!128 = distinct !DILocation(line: 22, column: 22, scope: !125)
!129 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !128)
!130 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !131)
!131 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !132)
!132 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !128)
!133 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !131)
!134 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !132)
!135 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !128)
!136 = !DILocation(line: 17, column: 62, scope: !43, inlinedAt: !128)
!137 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !128)
!138 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !139)
!139 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !140)
!140 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !128)
!141 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !139)
!142 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !140)
!143 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !128)
!144 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !145)
!145 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !146)
!146 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !147)
!147 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !148)
!148 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !128)
!149 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !145)
!150 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !145)
!151 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !145)
!152 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !145)
!153 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !145)
!154 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !155)
!155 = distinct !DILocation(line: 22, column: 22, scope: !125)
!156 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !157)
!157 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !158)
!158 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !155)
!159 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !157)
!160 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !158)
!161 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !155)
!162 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !155)
!163 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !164)
!164 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !165)
!165 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !155)
!166 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !164)
!167 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !165)
!168 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !155)
!169 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !170)
!170 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !171)
!171 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !172)
!172 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !173)
!173 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !155)
!174 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !170)
!175 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !170)
!176 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !170)
!177 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !170)
!178 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !170)
!179 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !180)
!180 = distinct !DILocation(line: 22, column: 22, scope: !125)
!181 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !182)
!182 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !183)
!183 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !180)
!184 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !182)
!185 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !183)
!186 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !180)
!187 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !180)
!188 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !189)
!189 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !190)
!190 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !180)
!191 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !189)
!192 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !190)
!193 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !180)
!194 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !195)
!195 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !196)
!196 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !197)
!197 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !198)
!198 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !180)
!199 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !195)
!200 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !195)
!201 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !195)
!202 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !195)
!203 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !195)
!204 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !205)
!205 = distinct !DILocation(line: 22, column: 22, scope: !125)
!206 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !207)
!207 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !208)
!208 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !205)
!209 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !207)
!210 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !208)
!211 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !205)
!212 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !205)
!213 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !214)
!214 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !215)
!215 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !205)
!216 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !214)
!217 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !215)
!218 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !205)
!219 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !220)
!220 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !221)
!221 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !222)
!222 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !223)
!223 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !205)
!224 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !220)
!225 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !220)
!226 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !220)
!227 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !220)
!228 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !220)
!229 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !230)
!230 = distinct !DILocation(line: 22, column: 22, scope: !125)
!231 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !232)
!232 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !233)
!233 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !230)
!234 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !232)
!235 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !233)
!236 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !230)
!237 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !230)
!238 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !239)
!239 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !240)
!240 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !230)
!241 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !239)
!242 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !240)
!243 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !230)
!244 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !245)
!245 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !246)
!246 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !247)
!247 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !248)
!248 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !230)
!249 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !245)
!250 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !245)
!251 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !245)
!252 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !245)
!253 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !245)
!254 = !DILocation(line: 17, column: 25, scope: !43, inlinedAt: !255)
!255 = distinct !DILocation(line: 22, column: 22, scope: !125)
!256 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !257)
!257 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !258)
!258 = distinct !DILocation(line: 17, column: 16, scope: !43, inlinedAt: !255)
!259 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !257)
!260 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !258)
!261 = !DILocation(line: 17, column: 37, scope: !43, inlinedAt: !255)
!262 = !DILocation(line: 17, column: 58, scope: !43, inlinedAt: !255)
!263 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !264)
!264 = distinct !DILocation(line: 403, column: 64, scope: !48, inlinedAt: !265)
!265 = distinct !DILocation(line: 17, column: 49, scope: !43, inlinedAt: !255)
!266 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !264)
!267 = !DILocation(line: 403, column: 41, scope: !48, inlinedAt: !265)
!268 = !DILocation(line: 17, column: 70, scope: !43, inlinedAt: !255)
!269 = !DILocation(line: 365, column: 58, scope: !61, inlinedAt: !270)
!270 = distinct !DILocation(line: 369, column: 52, scope: !63, inlinedAt: !271)
!271 = distinct !DILocation(line: 291, column: 12, scope: !65, inlinedAt: !272)
!272 = distinct !DILocation(line: 369, column: 10, scope: !67, inlinedAt: !273)
!273 = distinct !DILocation(line: 17, column: 12, scope: !43, inlinedAt: !255)
!274 = !DILocation(line: 365, column: 56, scope: !61, inlinedAt: !270)
!275 = !DILocation(line: 365, column: 72, scope: !61, inlinedAt: !270)
!276 = !DILocation(line: 365, column: 70, scope: !61, inlinedAt: !270)
!277 = !DILocation(line: 365, column: 86, scope: !61, inlinedAt: !270)
!278 = !DILocation(line: 365, column: 84, scope: !61, inlinedAt: !270)
!279 = !DILocation(line: 154, column: 38, scope: !20, inlinedAt: !280)
!280 = distinct !DILocation(line: 180, column: 4, scope: !39, inlinedAt: !281)
!281 = distinct !DILocation(line: 22, column: 22, scope: !125)
!282 = !DILocation(line: 399, column: 65, scope: !46, inlinedAt: !283)
!283 = distinct !DILocation(line: 412, column: 88, scope: !284, inlinedAt: !285)
!284 = distinct !DISubprogram(name: "normalize<float __attribute__((ext_vector_type(3)))>", scope: !15, file: !15, line: 411, type: !11, scopeLine: 411, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = distinct !DILocation(line: 22, column: 12, scope: !125)
!286 = !DILocation(line: 399, column: 50, scope: !46, inlinedAt: !283)
!287 = !DILocation(line: 412, column: 65, scope: !284, inlinedAt: !285)
!288 = !DILocation(line: 412, column: 63, scope: !284, inlinedAt: !285)
!289 = !DILocation(line: 272, column: 55, scope: !290, inlinedAt: !291)
!290 = distinct !DISubprogram(name: "ep_splat<float __attribute__((ext_vector_type(3))), float>", scope: !15, file: !15, line: 267, type: !11, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!291 = distinct !DILocation(line: 412, column: 14, scope: !284, inlinedAt: !285)
!292 = !DILocation(line: 412, column: 12, scope: !284, inlinedAt: !285)
!293 = !DILocation(line: 22, column: 5, scope: !125)
