// A Codable model can only hold what is codable itself: an image is not, so swiftc cannot write init(from:).
import UIKit

struct Product: Codable {
    let name: String
    let price: Double
    var photo: UIImage?
}
// expect-error: type 'Product' does not conform to protocol 'Decodable'
// expect-note: cannot automatically synthesize 'Decodable' because 'UIImage?' does not conform to 'Decodable'
// expect-error: type 'Product' does not conform to protocol 'Encodable'
// expect-note: cannot automatically synthesize 'Encodable' because 'UIImage?' does not conform to 'Encodable'
// expect-errors: 2
