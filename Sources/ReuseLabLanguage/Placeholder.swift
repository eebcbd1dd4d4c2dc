import ReuseLabSimulator
import SwiftParser
enum LanguagePlaceholder {}
