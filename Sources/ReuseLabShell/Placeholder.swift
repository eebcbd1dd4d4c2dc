import ReuseLabLanguage
import CLineEditShim
enum ShellPlaceholder {}
