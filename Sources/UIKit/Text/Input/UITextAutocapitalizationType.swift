/// How typed text is capitalised (`UITextAutocapitalizationType`), UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never (`.none`).
    case none = 0
    /// The first letter of each word (`.words`).
    case words = 1
    /// The first letter of each sentence (`.sentences`).
    case sentences = 2
    /// Every letter (`.allCharacters`).
    case allCharacters = 3
}
