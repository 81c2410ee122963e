import ArgumentParser
import PNGCodec

extension PNGEncoder.Level: ExpressibleByArgument {}

/// The `--png-level` option's help, shared by the commands that write PNG files.
enum PNGLevelOption {
    /// The help for a command whose default is `defaultLevel`, saying why.
    static func help(default defaultLevel: PNGEncoder.Level, because reason: String) -> ArgumentHelp {
        ArgumentHelp(
            "How PNG files are compressed: fast (SIMD filter and run-length Huffman, several times faster) or small (libdeflate, files about a fifth smaller). Default: \(defaultLevel.rawValue), \(reason).",
            valueName: "fast|small")
    }
}
