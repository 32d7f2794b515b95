// The stitchable-function model (functions, parameters, kinds, usages) is ShaderSignature's,
// shared with the CPU runtime; a registry user imports it with the registry.
@_exported import ShaderSignature
