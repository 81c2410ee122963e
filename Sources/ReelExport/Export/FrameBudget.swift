/// How many frames may be rendered at once: as many as fit in ``memory``.
public enum FrameBudget {
    /// The memory the frames being rendered at once may take: 1 GiB.
    public static let memory = 1 << 30

    /// Bytes one frame takes while it is rendered and encoded: its ARGB surface and the
    /// filtered rows the PNG encoder compresses (4 bytes per pixel each).
    public static let bytesPerFramePixel = 8

    /// The worker threads for frames of `framePixels` pixels: `requested`, but no more than
    /// fit in ``memory`` (at least one), so a 100-megapixel timeline renders one frame at a
    /// time instead of needing gigabytes.
    public static func workers(requested: Int, framePixels: Int) -> Int {
        let perFrame = max(1, framePixels).multipliedReportingOverflow(by: bytesPerFramePixel)
        guard !perFrame.overflow else { return 1 }
        return max(1, min(requested, memory / perFrame.partialValue))
    }
}
