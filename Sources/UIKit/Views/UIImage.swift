/// An image, by name (`UIImage`). Only what menus need: images are not loaded or drawn
/// here — a menu action's image has no effect on Linux.
open class UIImage: NSObject {
    /// The SF Symbol or asset name it was made with.
    public let name: String

    /// A system symbol image (`init(systemName:)`); never nil here.
    public init?(systemName name: String) {
        self.name = name
        super.init()
    }

    /// An asset image (`init(named:)`); never nil here.
    public init?(named name: String) {
        self.name = name
        super.init()
    }
}
