import Foundation
import PNGCodec
import ReelTesting

/// Image comparison figures at 1080p: identical buffers (memcmp fast path), a sub-pixel shift
/// (anti-aliasing detection at every card edge), and different text everywhere; with and
/// without a diff image.
func runComparisonBenchmarks() {
    let width = 1920, height = 1080
    print("== Image comparison (1920×1080) ==")
    let reference = rgbaImage(fromARGB32: makeRenderedLikeFrame(width: width, height: height, seed: 1), width: width, height: height)
    let copy = rgbaImage(fromARGB32: makeRenderedLikeFrame(width: width, height: height, seed: 1), width: width, height: height)
    let shifted = rgbaImage(
        fromARGB32: makeRenderedLikeFrame(width: width, height: height, seed: 1, cardOffset: 0.3), width: width, height: height)
    let otherText = rgbaImage(fromARGB32: makeRenderedLikeFrame(width: width, height: height, seed: 2), width: width, height: height)

    let cases: [(String, RGBAImage)] = [
        ("identical (separate buffers)", copy), ("cards shifted 0.3 px", shifted), ("different text", otherText),
    ]
    for (name, actual) in cases {
        for policy in [ComparisonOptions.DiffImagePolicy.never, .always] {
            let options = ComparisonOptions(diffImage: policy)
            var result = ImageComparison.compare(reference, actual, options: options)
            let time = medianMilliseconds(runs: 7) { result = ImageComparison.compare(reference, actual, options: options) }
            print(
                String(
                    format: "%-30@ diff image %-6@: %@  differing %7d  anti-aliased %7d",
                    name as NSString, "\(policy)" as NSString, "\(time)" as NSString, result.differingPixelCount,
                    result.antialiasedPixelCount))
        }
    }
}
