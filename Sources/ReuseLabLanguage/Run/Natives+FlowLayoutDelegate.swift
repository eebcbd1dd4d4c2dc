import ReuseLabSimulator

/// A collection delegate's per-section flow-layout answers (UICollectionViewDelegateFlowLayout):
/// `insetForSectionAt`, `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`,
/// `referenceSizeForHeaderInSection` and `referenceSizeForFooterInSection`. Each method is looked up once; the
/// Simulator asks every section when it asks the counts (FlowLayout+SectionMetrics.swift).
extension DelegateAdapter {
    /// nil when the delegate has none of the five methods (the layout's own properties apply everywhere).
    func sectionAnswersProvider(layout: @escaping () -> Value) -> ((Int) throws -> FlowSectionAnswers)? {
        let inset = method([nil, "layout", "insetForSectionAt"])
        let lineSpacing = method([nil, "layout", "minimumLineSpacingForSectionAt"])
        let interitemSpacing = method([nil, "layout", "minimumInteritemSpacingForSectionAt"])
        let headerSize = method([nil, "layout", "referenceSizeForHeaderInSection"])
        let footerSize = method([nil, "layout", "referenceSizeForFooterInSection"])
        guard inset != nil || lineSpacing != nil || interitemSpacing != nil || headerSize != nil || footerSize != nil else {
            return nil
        }
        return { [weak self] section in
            guard let self, let object = self.object else { return FlowSectionAnswers() }
            let interpreter = self.interpreter
            let args = [self.viewValue, layout(), Value.int(section)]
            func ask(_ method: FuncDecl?) throws -> Value? {
                guard let method else { return nil }
                return try interpreter.invoke(object, method, args: args)
            }
            return FlowSectionAnswers(
                inset: try ask(inset).map(interpreter.edgeInsets),
                minimumLineSpacing: try ask(lineSpacing)?.checkedDouble(),
                minimumInteritemSpacing: try ask(interitemSpacing)?.checkedDouble(),
                headerReferenceSize: try ask(headerSize).map(interpreter.size),
                footerReferenceSize: try ask(footerSize).map(interpreter.size))
        }
    }
}
