import CairoRendering
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import SnapshotTesting
import Testing
import XCTest

/// Rendering shared by the strategies.
///
/// A value that cannot be made (a layout error, an unreadable image) fails the running test
/// with the error, and its snapshot never arrives: swift-snapshot-testing then reports a
/// timeout and records nothing, in every record mode, so an error can never become a
/// reference.
enum SnapshotRendering {
    /// The snapshot `make` returns, or a failed test and no snapshot when it throws.
    static func value<Format>(_ make: () throws -> Format) -> Async<Format> {
        do {
            return Async(value: try make())
        } catch {
            reportFailure("CollectionReel could not make the snapshot: \(error)")
            return Async { _ in }
        }
    }

    /// The image of the display list `list` makes, rendered with the Cairo backend.
    static func image(_ list: () throws -> DisplayList) -> Async<RGBAImage> {
        value { try render(list()) }
    }

    /// Renderers kept for the process: fonts load once, not per snapshot.
    private static let renderers = RendererPool()

    /// `list` rendered with the Cairo backend, as straight RGBA.
    static func render(_ list: DisplayList) throws -> RGBAImage {
        try renderers.with { try $0.renderImage(list).rgbaImage() }
    }

    /// Fails the running test with `message`: a Swift Testing issue inside a Swift Testing
    /// test, an XCTest failure otherwise.
    static func reportFailure(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message)
        }
    }
}
