import Foundation

/// Where ReuseLab keeps its files, by the XDG Base Directory rules: `$XDG_STATE_HOME` (history, progress)
/// or `$XDG_CACHE_HOME` (the extracted lessons) when absolute — the specification says a relative value is
/// to be ignored — else `~/.local/state` or `~/.cache`.
public enum XDGBaseDirectory {
    case state
    case cache

    private var variable: String { self == .state ? "XDG_STATE_HOME" : "XDG_CACHE_HOME" }
    private var underHome: String { self == .state ? ".local/state" : ".cache" }

    /// The base folder, or nil when neither the variable nor a home directory is absolute. `$HOME` wins
    /// over `homeDirectory` (the account's, which a test or a sandbox may not want).
    public func path(environment: [String: String], homeDirectory: String? = NSHomeDirectory()) -> String? {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? homeDirectory
        guard let home, home.hasPrefix("/") else { return nil }
        return home + "/" + underHome
    }

    /// `<base>/reuselab/<name>`.
    public func reuselabPath(_ name: String, environment: [String: String], homeDirectory: String? = NSHomeDirectory()) -> String? {
        path(environment: environment, homeDirectory: homeDirectory).map { $0 + "/reuselab/" + name }
    }
}
