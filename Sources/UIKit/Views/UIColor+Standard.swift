import CollectionRendering

// UIKit's class colours: the system colours (dynamic, from `CollectionRendering`'s
// `SystemColor` table) and the fixed colours with UIKit's components. Deliberate difference:
// declared in an extension, they cannot be overridden by a subclass (Swift on Linux has no
// Objective-C dispatch); UIKit's are `open`.

extension UIColor {
    /// The system colour named `name` (an entry of the table).
    private static func named(_ name: String) -> UIColor {
        SystemColor.named(name).map(UIColor.system) ?? UIColor(white: 0, alpha: 0)
    }

    /// A red that adapts to the appearance (`systemRed`).
    public class var systemRed: UIColor { named("systemRed") }
    /// An orange that adapts to the appearance (`systemOrange`).
    public class var systemOrange: UIColor { named("systemOrange") }
    /// A yellow that adapts to the appearance (`systemYellow`).
    public class var systemYellow: UIColor { named("systemYellow") }
    /// A green that adapts to the appearance (`systemGreen`).
    public class var systemGreen: UIColor { named("systemGreen") }
    /// A mint that adapts to the appearance (iOS 15) (`systemMint`).
    public class var systemMint: UIColor { named("systemMint") }
    /// A teal that adapts to the appearance (`systemTeal`).
    public class var systemTeal: UIColor { named("systemTeal") }
    /// A cyan that adapts to the appearance (iOS 15) (`systemCyan`).
    public class var systemCyan: UIColor { named("systemCyan") }
    /// A blue that adapts to the appearance (`systemBlue`).
    public class var systemBlue: UIColor { named("systemBlue") }
    /// An indigo that adapts to the appearance (`systemIndigo`).
    public class var systemIndigo: UIColor { named("systemIndigo") }
    /// A purple that adapts to the appearance (`systemPurple`).
    public class var systemPurple: UIColor { named("systemPurple") }
    /// A pink that adapts to the appearance (`systemPink`).
    public class var systemPink: UIColor { named("systemPink") }
    /// A brown that adapts to the appearance (`systemBrown`).
    public class var systemBrown: UIColor { named("systemBrown") }
    /// The base grey (`systemGray`).
    public class var systemGray: UIColor { named("systemGray") }
    /// The second grey level (`systemGray2`).
    public class var systemGray2: UIColor { named("systemGray2") }
    /// The third grey level (`systemGray3`).
    public class var systemGray3: UIColor { named("systemGray3") }
    /// The fourth grey level (`systemGray4`).
    public class var systemGray4: UIColor { named("systemGray4") }
    /// The fifth grey level (`systemGray5`).
    public class var systemGray5: UIColor { named("systemGray5") }
    /// The sixth grey level (`systemGray6`).
    public class var systemGray6: UIColor { named("systemGray6") }
    /// Primary text (`label`).
    public class var label: UIColor { named("label") }
    /// Secondary text (`secondaryLabel`).
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    /// Tertiary text (`tertiaryLabel`).
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    /// Quaternary text (`quaternaryLabel`).
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    /// Placeholder text in controls (`placeholderText`).
    public class var placeholderText: UIColor { named("placeholderText") }
    /// Links (`link`).
    public class var link: UIColor { named("link") }
    /// Thin and small shapes (`systemFill`).
    public class var systemFill: UIColor { named("systemFill") }
    /// Medium-size shapes (`secondarySystemFill`).
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
    /// Large shapes (`tertiarySystemFill`).
    public class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    /// Large areas with complex content (`quaternarySystemFill`).
    public class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
    /// The main background (`systemBackground`).
    public class var systemBackground: UIColor { named("systemBackground") }
    /// Content layered on the main background (`secondarySystemBackground`).
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    /// Content layered on secondary backgrounds (`tertiarySystemBackground`).
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    /// The main background of grouped content (`systemGroupedBackground`).
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    /// Content layered on a grouped background: the rows of grouped lists (`secondarySystemGroupedBackground`).
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    /// Content layered on secondary grouped backgrounds (`tertiarySystemGroupedBackground`).
    public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
    /// Thin separators, letting content show through (`separator`).
    public class var separator: UIColor { named("separator") }
    /// Opaque separators (`opaqueSeparator`).
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    /// The app's tint, resolved by the view's traits (iOS 15): systemBlue's values (`tintColor`).
    /// One shared object, as UIKit's dynamic system colours are.
    public class var tintColor: UIColor { sharedTint }
    /// The one ``tintColor``, made once: every view without a tint of its own reads it, twice
    /// each time it moves (UIView+Tint.swift), where looking the name up and making a colour
    /// cost ~1,000 instructions a read.
    private static let sharedTint = named("tintColor")
    /// Black text, whatever the appearance (`darkText`).
    public class var darkText: UIColor { named("darkText") }
    /// White text at 60 %, whatever the appearance (`lightText`).
    public class var lightText: UIColor { named("lightText") }

    /// The background of grouped table views (`groupTableViewBackground`, deprecated in
    /// iOS 13): ``systemGroupedBackground``.
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }

    /// Black: grey 0 (`black`).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: grey 1/3 (`darkGray`).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey: grey 2/3 (`lightGray`).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White: grey 1 (`white`).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey: grey 0.5 (`gray`).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: RGB (1, 0, 0) (`red`).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: RGB (0, 1, 0) (`green`).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: RGB (0, 0, 1) (`blue`).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB (0, 1, 1) (`cyan`).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB (1, 1, 0) (`yellow`).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB (1, 0, 1) (`magenta`).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB (1, 0.5, 0) (`orange`).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB (0.5, 0, 0.5) (`purple`).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB (0.6, 0.4, 0.2) (`brown`).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear: grey 0 with alpha 0 (`clear`).
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
