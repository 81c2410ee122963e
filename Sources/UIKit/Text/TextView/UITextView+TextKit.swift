import Foundation

// A text view's TextKit 1 objects (docs/REFERENCE.md §25.10): its text container, the
// container's layout manager and that manager's text storage. The storage always holds the
// view's text: the view writes its text into the storage when the text changes, and takes
// the storage's text when an edit made to the storage is processed — or when processing the
// view's own text changed it, as a syntax-highlighting storage sets colours in processEditing().

extension UITextView {
    /// `container` with its layout manager and storage: those it is already in, or new ones.
    static func textKitStack(_ container: NSTextContainer) -> (NSTextContainer, NSLayoutManager, NSTextStorage) {
        let manager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { manager.addTextContainer(container) }
        let storage = manager.textStorage ?? NSTextStorage()
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        return (container, manager, storage)
    }

    /// Shows the container; a storage that already holds text gives the view its text.
    func adoptTextKitStack() {
        textContainer.owner = self
        if textStorage.length > 0 { textStorageDidProcessEditing() }
    }

    /// Writes the view's text into the storage, an edit it processes: its layout managers lay
    /// it out again, and a subclass's ``NSTextStorage/processEditing()`` may restyle it.
    func copyTextIntoStorage() {
        isWritingStorage = true
        textStorage.setAttributedString(attributedText)
        isWritingStorage = false
        layoutManager.laidOut = nil
    }

    /// The storage's edits were processed: the view shows the storage's text (the selection
    /// kept within it), measured and drawn again — unless the edit was the view's own text,
    /// which processing left as written.
    func textStorageDidProcessEditing() {
        guard !isWritingStorage || textStorage.processingEditedText else { return }
        storedText = textStorage.string
        storedAttributedText = textStorage.attributedSubstring(from: NSRange(location: 0, length: textStorage.length))
        let length = (storedText as NSString).length
        if let range = storedSelectedRange, NSMaxRange(range) > length {
            let location = min(range.location, length)
            storedSelectedRange = NSRange(location: location, length: min(range.length, length - location))
        }
        textContainerDidChange()
    }
}
