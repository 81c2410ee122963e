/// The kinds of data a text view turns into links (`UIDataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers (`phoneNumber`).
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs (`link`).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses (`address`).
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events (`calendarEvent`).
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (`shipmentTrackingNumber`, iOS 10).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (`flightNumber`, iOS 10).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up (`lookupSuggestion`, iOS 10).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (`money`, iOS 16).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical quantities (`physicalValue`, iOS 16).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind (`all`).
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
