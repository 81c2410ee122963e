import ArgumentParser
import Foundation
import SampleLayoutSpecs
import SceneFile

/// `reel`: render, animate, dump and compare UICollectionView layouts from scene files.
@main
struct Reel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render, animate, dump and compare UICollectionView layouts from scene files.",
        discussion: """
            A scene file (YAML or JSON) describes a collection view: its viewport, a layout by \
            registered name, the data source's sections and items, styles, and an optional \
            timeline of batch updates, layout transitions, scrolls and waits. See the README \
            for the schema.

            Exit status: 0 on success, 1 when `reel diff` or `reel test` finds a difference, \
            2 or more on errors (a message on stderr says what and where).
            """,
        version: "0.1.0",
        subcommands: [
            RenderCommand.self, AnimateCommand.self, AttributesCommand.self, DiffCommand.self, TestCommand.self, SamplesCommand.self,
        ]
    )

    /// Runs the command line, turning every error into a message and an exit status:
    /// ArgumentParser's own usage errors keep its codes; everything else exits 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            failure.report()
            Foundation.exit(failure.exitCode)
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            if isArgumentParserError(error) { Self.exit(withError: error) }
            CommandFailure(error).report()
            Foundation.exit(2)
        }
    }

    /// The layouts scene files may name: the standard ones and the sample layouts.
    static let layouts = LayoutRegistry.standard.merging(.sampleLayouts)

    private static func isArgumentParserError(_ error: Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}
