// SharedTypes.h - a header shared between Metal and Swift (through a bridging header), as
// Xcode's Metal template keeps its enums: __METAL_VERSION__ tells the Metal compiler from the C
// one, and NS_ENUM is defined for Metal as a typedef of an enum with a fixed type.
#pragma once

#ifdef __METAL_VERSION__
#include <metal_stdlib>
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
typedef metal::int32_t EnumBackingType;
#else
#import <Foundation/Foundation.h>
typedef NSInteger EnumBackingType;
#endif

typedef NS_ENUM(EnumBackingType, InvertChannels) {
    InvertChannelsNone = 0,
    InvertChannelsColor = 1,
    InvertChannelsAll = 2,
};
