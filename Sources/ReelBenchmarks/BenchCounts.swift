import CollectionLayout

/// A data source of item counts per section (a batch may change them), dequeuing plain
/// cells: the benchmarks' one data source.
final class BenchCounts: CollectionViewDataSource {
    /// Items per section.
    var sections: [Int]
    /// The cells' reuse identifier, as registered by the benchmark.
    let reuseIdentifier: String

    init(_ sections: [Int], reuseIdentifier: String = "c") {
        self.sections = sections
        self.reuseIdentifier = reuseIdentifier
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    }
}
