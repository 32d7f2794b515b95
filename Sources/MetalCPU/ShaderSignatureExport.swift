// The stitchable-function model (functions, parameters, kinds, usages) is ShaderSignature's,
// shared with the scanner and the Swift checker; a runner user imports it with the runner.
@_exported import ShaderSignature
