import ReuseLabLanguage
enum TutorPlaceholder {}
