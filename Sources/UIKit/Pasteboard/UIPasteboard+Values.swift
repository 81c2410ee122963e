import Foundation

// The typed accessors of a pasteboard: strings, URLs and images, each read from the items'
// values under the representation types UIKit lists for its kind (`typeListString`,
// `typeListURL`, `typeListImage`) and written as one item per value under the first.

extension UIPasteboard {
    /// The representation types a string is read from (`typeListString`); written as the first.
    public static let typeListString = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    /// The representation types a URL is read from (`typeListURL`); written as the first.
    public static let typeListURL = ["public.url"]
    /// The representation types an image is read from (`typeListImage`); written as the first.
    public static let typeListImage = ["public.png", "public.jpeg", "public.image"]

    // The first item's value of each kind; setting one replaces every item with one holding
    // it, setting nil removes every item.

    /// The first item's string (`string`); nil when it has none.
    public var string: String? {
        get { first(Self.typeListString) }
        set { strings = newValue.map { [$0] } }
    }
    /// The first item's URL (`url`); nil when it has none.
    public var url: URL? {
        get { first(Self.typeListURL) }
        set { urls = newValue.map { [$0] } }
    }
    /// The first item's image (`image`); nil when it has none.
    public var image: UIImage? {
        get { first(Self.typeListImage) }
        set { images = newValue.map { [$0] } }
    }

    // Every item's value of each kind, skipping items without one (nil when none has one);
    // setting them replaces every item with one per value.

    /// The strings of the items (`strings`).
    public var strings: [String]? {
        get { values(types: Self.typeListString) }
        set { setValues(newValue, as: Self.typeListString) }
    }
    /// The URLs of the items (`urls`).
    public var urls: [URL]? {
        get { values(types: Self.typeListURL) }
        set { setValues(newValue, as: Self.typeListURL) }
    }
    /// The images of the items (`images`).
    public var images: [UIImage]? {
        get { values(types: Self.typeListImage) }
        set { setValues(newValue, as: Self.typeListImage) }
    }

    /// Whether an item holds a string (`hasStrings`), without reading it.
    public var hasStrings: Bool { values(types: Self.typeListString, of: String.self) != nil }
    /// Whether an item holds a URL (`hasURLs`).
    public var hasURLs: Bool { values(types: Self.typeListURL, of: URL.self) != nil }
    /// Whether an item holds an image (`hasImages`).
    public var hasImages: Bool { values(types: Self.typeListImage, of: UIImage.self) != nil }

    /// The first item's value of type `Value` under the first of `types` that holds one.
    private func first<Value>(_ types: [String]) -> Value? { items.first.flatMap { Self.value(in: $0, types: types) } }

    /// The value of type `Value` in `item` under the first of `types` that holds one.
    private static func value<Value>(in item: [String: Any], types: [String]) -> Value? {
        types.lazy.compactMap { item[$0] as? Value }.first
    }

    /// Each item's value of type `Value` under `types`, skipping items without one; nil when
    /// no item has one.
    private func values<Value>(types: [String], of _: Value.Type = Value.self) -> [Value]? {
        let found = items.compactMap { (item: [String: Any]) -> Value? in Self.value(in: item, types: types) }
        return found.isEmpty ? nil : found
    }

    /// Replaces every item with one per value, under the first of `types`; nil removes every
    /// item.
    private func setValues<Value>(_ values: [Value]?, as types: [String]) {
        setItems((values ?? []).map { [types[0]: $0] })
    }
}
