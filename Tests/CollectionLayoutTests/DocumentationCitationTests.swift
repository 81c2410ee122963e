import Foundation
import Testing

/// Comments, fixtures and documents cite the project's own `docs/`: no path outside the
/// repository, no bare `REFERENCE.md` / `DESIGN.md`, every cited document exists, and every
/// `docs/REFERENCE.md §N` names a section that exists.
@Suite struct DocumentationCitationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text files of the folders and documents that may cite the docs (this file aside).
    static func citingFiles() -> [(path: String, text: String)] {
        let manager = FileManager.default
        var files: [(String, String)] = []
        for name in ["README.md", "CONTRIBUTING.md"] {
            if let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) { files.append((name, text)) }
        }
        for folder in ["Sources", "Tests", "Samples", "Benchmarks", "Scripts"] {
            guard let walker = manager.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let relative as String in walker {
                let path = folder + "/" + relative
                guard path != "Tests/CollectionLayoutTests/DocumentationCitationTests.swift",
                    !relative.contains("__Snapshots__"), !relative.hasSuffix(".png"),
                    let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                else { continue }
                files.append((path, text))
            }
        }
        return files
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["<bad pattern \(pattern)>"] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    @Test func theCitingFilesAreFound() {
        let paths = Self.citingFiles().map(\.path)
        #expect(paths.contains("README.md"))
        #expect(paths.contains("Sources/CollectionLayout/FlowLayout/FlowLayout.swift"))
        #expect(paths.count > 100, "only \(paths.count) files scanned")
    }

    @Test func nothingPointsOutsideTheRepository() {
        for (path, text) in Self.citingFiles() {
            let pointsOutside = text.contains("../shared")
            #expect(!pointsOutside, "\(path) points at ../shared, which users of the repository do not have")
            let bare = Self.matches(#"(?<![\w/])((?:REFERENCE|DESIGN|STYLE|UIKIT-API)(?:\.md|:| §))"#, in: text)
            #expect(bare.isEmpty, "\(path) cites \(bare) without docs/: cite docs/REFERENCE.md §N or another file in docs/")
        }
    }

    @Test func everyCitedDocumentExists() {
        for (path, text) in Self.citingFiles() {
            for cited in Set(Self.matches(#"\b(docs/[\w.-]+\.(?:md|json))"#, in: text)) {
                #expect(
                    FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(cited).path),
                    "\(path) cites \(cited), which does not exist")
            }
        }
    }

    @Test func everyCitedReferenceSectionExists() throws {
        let reference = try String(contentsOf: Self.root.appendingPathComponent("docs/REFERENCE.md"), encoding: .utf8)
        let sections = Set(Self.matches(#"(?m)^## (\d+)\. "#, in: reference).compactMap { Int($0) })
        #expect(sections.isSuperset(of: 1...21), "docs/REFERENCE.md should keep sections §1–§21, has \(sections.sorted())")
        var citations = 0
        for (path, text) in Self.citingFiles() {
            for number in Self.matches(#"docs/REFERENCE\.md §(\d+)"#, in: text) {
                citations += 1
                #expect(Int(number).map(sections.contains) == true, "\(path) cites docs/REFERENCE.md §\(number), which does not exist")
            }
        }
        #expect(citations >= 30, "only \(citations) citations of docs/REFERENCE.md §N found")
    }
}
