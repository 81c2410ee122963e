import Foundation

extension UIButton {
    /// How a button looks and what it shows (`UIButton.Configuration`, iOS 15): a style
    /// (``plain()``, ``tinted()``, ``gray()``, ``filled()`` and the `bordered…` names), title,
    /// subtitle, image and their placement, insets, size, corner style and colours.
    ///
    /// The styles' colours, insets, fonts and corner radii are listed in docs/REFERENCE.md §25
    /// (recorded from devices where public, chosen where not). Not declared here, so code that
    /// uses them does not compile instead of being ignored: symbol configurations,
    /// `indicator` and the macOS styles.
    @preconcurrency @MainActor
    public struct Configuration {
        /// The style a configuration started from.
        enum Style: Hashable {
            case plain, tinted, gray, filled
        }

        let style: Style

        /// The title (`title`). Setting it clears ``attributedTitle``; setting that sets this
        /// to its characters.
        public var title: String? {
            get { titleText }
            set {
                titleText = newValue
                attributedTitleText = nil
            }
        }
        /// A second line under the title (`subtitle`). Setting it clears ``attributedSubtitle``.
        public var subtitle: String? {
            get { subtitleText }
            set {
                subtitleText = newValue
                attributedSubtitleText = nil
            }
        }
        /// The title with its attributes (`attributedTitle`): drawn in its font and colour
        /// where it sets them (UIKit's `font` and `foregroundColor`; the first character's
        /// for the whole title), else the button size's font and the style's colour.
        public var attributedTitle: AttributedString? {
            get { attributedTitleText }
            set {
                attributedTitleText = newValue
                titleText = newValue.map { String($0.characters) }
            }
        }
        /// The subtitle with its attributes (`attributedSubtitle`), drawn as ``attributedTitle``.
        public var attributedSubtitle: AttributedString? {
            get { attributedSubtitleText }
            set {
                attributedSubtitleText = newValue
                subtitleText = newValue.map { String($0.characters) }
            }
        }
        /// Changes the font and colour the title is drawn in
        /// (`titleTextAttributesTransformer`, iOS 15): given those the title would take —
        /// ``attributedTitle``'s where it sets them, else the size's font and the foreground
        /// colour — it returns those to draw it in. Default nil: none.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the font and colour the subtitle is drawn in
        /// (`subtitleTextAttributesTransformer`, iOS 15), as ``titleTextAttributesTransformer``.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        private var titleText: String?
        private var subtitleText: String?
        private var attributedTitleText: AttributedString?
        private var attributedSubtitleText: AttributedString?
        /// The image (`image`).
        public var image: UIImage?
        /// Which side of the text the image goes (`imagePlacement`); default `.leading`.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between image and text (`imagePadding`); default 0.
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle (`titlePadding`); default 0.
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align with each other (`titleAlignment`).
        public var titleAlignment = TitleAlignment.automatic
        /// The space between the bounds and the content (`contentInsets`); each size's own by
        /// default (see ``buttonSize``).
        public var contentInsets: NSDirectionalEdgeInsets
        /// The size, which sets the font and the default insets (`buttonSize`); default `.medium`.
        public var buttonSize = Size.medium {
            didSet { if contentInsets == oldValue.defaultInsets { contentInsets = buttonSize.defaultInsets } }
        }
        /// How the background's corners are rounded (`cornerStyle`); default `.dynamic`.
        public var cornerStyle = CornerStyle.dynamic
        /// The background (`background`): its colour, corner radius and stroke.
        public var background = UIBackgroundConfiguration.clear()
        /// The colour of text and image (`baseForegroundColor`); nil is the style's.
        public var baseForegroundColor: UIColor?
        /// The colour of the background (`baseBackgroundColor`); nil is the style's.
        public var baseBackgroundColor: UIColor?
        /// Whether an activity indicator shows in place of the image (`showsActivityIndicator`).
        public var showsActivityIndicator = false
        /// Changes the image's colour (`imageColorTransformer`): applied to the foreground
        /// colour a template image is drawn in.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether selection changes the look (`automaticallyUpdateForSelection`); default true.
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
            contentInsets = Size.medium.defaultInsets
        }

        /// No background; tinted text (`plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light tint background; tinted text (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background; tinted text (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint background; white text (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As ``plain()`` (`borderless()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// As ``gray()`` (`bordered()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// As ``tinted()`` (`borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As ``filled()`` (`borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The configuration for `button`'s state (`updated(for:)`): the colours the style
        /// gives the state (highlighted, disabled, selected) resolved into the base colours.
        public func updated(for button: UIButton) -> Configuration {
            var updated = self
            let look = ButtonLook(configuration: self, button: button)
            updated.baseForegroundColor = look.foreground
            updated.baseBackgroundColor = look.background
            return updated
        }

        /// How title and subtitle align (`UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Int, Sendable {
            /// By the image's placement (`.automatic`).
            case automatic
            /// Leading (`.leading`).
            case leading
            /// Centred (`.center`).
            case center
            /// Trailing (`.trailing`).
            case trailing
        }

        /// A button's size (`UIButton.Configuration.Size`).
        public enum Size: Int, Sendable {
            /// The smallest (`.mini`).
            case mini
            /// Small (`.small`).
            case small
            /// The default (`.medium`).
            case medium
            /// Large (`.large`).
            case large

            /// The insets a size starts with (docs/REFERENCE.md §25).
            var defaultInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
                case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }

            /// The title's point size: Dynamic Type's body (17) for medium and large,
            /// subheadline (15) for small, caption 1 (12) for mini.
            var titleSize: CGFloat {
                switch self {
                case .mini: return 12
                case .small: return 15
                case .medium, .large: return 17
                }
            }

            /// The corner radius `.dynamic` gives the size (chosen).
            var dynamicCornerRadius: CGFloat {
                switch self {
                case .mini: return 4
                case .small: return 5
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        /// How a button's background corners are rounded (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable {
            /// The background configuration's own radius (`.fixed`).
            case fixed = -1
            /// By the button's size (`.dynamic`).
            case dynamic = 0
            /// A small radius (`.small`).
            case small = 1
            /// A medium radius (`.medium`).
            case medium = 2
            /// A large radius (`.large`).
            case large = 3
            /// Half the height (`.capsule`).
            case capsule = 4
        }
    }
}
