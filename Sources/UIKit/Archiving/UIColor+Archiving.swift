import CollectionRendering
import Foundation

// A colour in an archive (`NSSecureCoding`, docs/REFERENCE.md §22.13). A system colour is written by
// name, so it stays dynamic; a fixed colour by its components; a colour with another alpha as
// its base and the alpha, flattened so that no colour refers to another (Foundation on Linux
// cannot decode an object that refers back to one still being decoded). A provider's colour
// cannot be written: it is written as it resolves in the current traits [chosen]. A pattern
// colour is written as its image's mean colour [chosen: images are not archived here].
extension UIColor: NSSecureCoding {
    /// Colours can be decoded securely (`supportsSecureCoding`).
    public class var supportsSecureCoding: Bool { true }

    private enum Key {
        static let system = "UISystemColorName", components = "UIColorComponents"
        static let isGrey = "UIColorIsGrey", alpha = "UIColorAlpha"
    }

    /// Writes the colour's definition (``encode(with:)``).
    func archiveDefinition(to coder: NSCoder) {
        switch definition {
        case .fixed(let components):
            archive(components, to: coder)
        case .system(let entry):
            coder.encode(entry.name, forKey: Key.system)
        case .modified(let base, let alpha):
            switch base.definition {
            case .system(let entry): coder.encode(entry.name, forKey: Key.system)
            default: base.resolvedColor(with: UITraitCollection.current).archiveDefinition(to: coder)
            }
            coder.encode(alpha, forKey: Key.alpha)
        case .provider:
            resolvedColor(with: UITraitCollection.current).archiveDefinition(to: coder)
        case .pattern, .tiles:
            archive(components(), to: coder)
        }
    }

    private func archive(_ components: Components, to coder: NSCoder) {
        let color = components.color
        coder.encodeArchived([color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }, forKey: Key.components)
        coder.encode(components.isGrey, forKey: Key.isGrey)
    }

    /// The definition ``archiveDefinition(to:)`` wrote, or nil when the archive holds none
    /// (an unknown system name, a missing or non-finite component).
    static func archivedDefinition(from coder: NSCoder) -> Definition? {
        let base: Definition
        if let name = coder.decodeArchivedObject(forKey: Key.system) as? String {
            guard let entry = SystemColor.named(name) else { return nil }
            base = system(entry).definition
        } else if let values = coder.decodeArchived(4, forKey: Key.components) {
            let color = Color(
                red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]),
                alpha: Double(min(max(values[3], 0), 1)))
            base = .fixed(Components(color: color, isGrey: coder.decodeArchivedBool(forKey: Key.isGrey) ?? false))
        } else {
            return nil
        }
        guard let alpha = coder.decodeArchivedNumber(forKey: Key.alpha) else { return base }
        return UIColor(definition: base).withAlphaComponent(alpha).definition
    }
}
