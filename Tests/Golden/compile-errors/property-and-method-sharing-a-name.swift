// A call whose labels fit no method of that name goes to the property of the same name.
class Grid {
    var collectionView: [String] = []
    func collectionView(_ view: [String], cellForItemAt index: Int) -> String { view[index] }
    func test() {
        print(collectionView(collectionView, numberOfItemsInSection: 0))
    }
}
// expect-error: cannot call value of non-function type '[String]'
