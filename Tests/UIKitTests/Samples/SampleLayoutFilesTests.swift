import Foundation
import Testing

/// The files of `Samples/Layouts/UIKit` stay as an iOS developer would write them, so each
/// compiles unchanged in Xcode: `import UIKit` only, none of CollectionReel's own API,
/// no crash-on-purpose calls, and small.
@Suite struct SampleLayoutFilesTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Layouts/UIKit")

    /// Facade-only names (Linux additions and the core beneath it) a sample must not use.
    private static let facadeOnly = [
        "coreAttributes", "coreView", "coreContext", "raisedExceptions", "loggedWarnings", "lastUpdateAnimation",
        "lastLayoutTransition", "simulatedSafeAreaInsets", "simulateTap", "CollectionLayout.", "LayoutAttributes(",
        "Transform3D(", "overlaps(", "@testable", "fatalError", "try!",
    ]

    private func files() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func everyFileImportsUIKitOnly() throws {
        let all = try files()
        #expect(all.count >= 9)
        for file in all {
            let imports = file.text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports == ["import UIKit"], "\(file.name)")
        }
    }

    @Test func noFileUsesTheFacadesOwnAPI() throws {
        for file in try files() {
            for name in Self.facadeOnly {
                // `UICollectionViewLayoutAttributes(` and `CATransform3D…(` contain the core names.
                let text = file.text.replacingOccurrences(of: "UICollectionViewLayoutAttributes(", with: "")
                    .replacingOccurrences(of: "CardLayoutAttributes(", with: "")
                #expect(!text.contains(name), "\(file.name) uses \(name)")
            }
        }
    }

    @Test func everyFileIsUnder400Lines() throws {
        for file in try files() {
            #expect(file.text.split(separator: "\n", omittingEmptySubsequences: false).count < 400, "\(file.name)")
        }
    }
}
