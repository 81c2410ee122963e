import CollectionRendering
import Foundation
import QuartzCore

// What a text layer (CATextLayer.swift) reads from UIKit's types: a `UIFont`'s family and
// weight, and an attributed string's runs with their `UIFont`s and `UIColor`s.

extension UIFont: LayerTextFont {
    /// The font's family and weight.
    package var layerFontDescription: FontDescription { fontDescription }
}

extension NSAttributedString: LayerTextStyled {
    /// The string's runs over `font` and `color`, their colours resolved for the current
    /// traits (a layer has none of its own).
    package func layerTextStyling(font: FontDescription, color: Color) -> TextStyling {
        textStyling(font: font, color: color) { $0.renderColor(in: UITraitCollection.current) }
    }
}
