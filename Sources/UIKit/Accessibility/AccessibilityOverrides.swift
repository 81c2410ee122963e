/// The accessibility values set on an object; nil fields answer UIKit's defaults
/// (``AccessibilityDefaults``).
struct AccessibilityOverrides {
    var isElement: Bool?
    var label: String??
    var value: String??
    var hint: String??
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var elementsHidden = false
    var groupsChildren = false
    var isModal = false
    var identifier: String?
    var customActions: [UIAccessibilityCustomAction]?
    var ignoresInvertColors = false
}
