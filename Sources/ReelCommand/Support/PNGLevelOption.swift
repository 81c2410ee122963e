import ArgumentParser
import PNGCodec

extension PNGEncoder.Level: ExpressibleByArgument {}

/// The `--png-level` option's help, shared by the commands that write PNG files.
enum PNGLevelOption {
    /// The help for a command whose default is `defaultLevel`, saying why.
    static func help(default defaultLevel: PNGEncoder.Level, because reason: String) -> ArgumentHelp {
        ArgumentHelp(
            "How PNG files are compressed: fast (SIMD filter, runs and Huffman codes, several times faster) or small (libdeflate: slower, and smaller for text-heavy images). Default: \(defaultLevel.rawValue), \(reason).",
            valueName: "fast|small")
    }
}
