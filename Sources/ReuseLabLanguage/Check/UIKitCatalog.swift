/// UIKit API that exists on iOS but that ReuseLab does not simulate, so that using it reads
/// `'UIStepper.autorepeat' is not simulated in ReuseLab yet` rather than swiftc's "has no member", which would
/// blame the learner. Built from the signatures in `../shared/oracle/UIKit.swift` and a curated list of the
/// UIKit a cell or screen commonly touches. A name here that the prelude does simulate is simply never consulted:
/// member lookup succeeds first.
enum UIKitCatalog {
    /// Type names: `UIPageControl`, `UIAlertController`, …
    static let types: Set<String> = Set(typeList.split(separator: " ").map(String.init))

    /// `Type.member` for members of simulated types: `UIStepper.autorepeat`, `UITableView.dragDelegate`, …
    static let members: Set<String> = Set(memberList.split(separator: " ").map(String.init))

    private static let typeList = """
        CAAnimation CABasicAnimation CAGradientLayer CALayer CAShapeLayer CATextLayer CATransaction CATransform3D \
        CGColor CGPath NSAttributedString NSCollectionLayoutBoundarySupplementaryItem \
        NSCollectionLayoutDimension NSCollectionLayoutGroup NSCollectionLayoutItem NSCollectionLayoutSection \
        NSCollectionLayoutSize NSDiffableDataSourceSectionSnapshot NSDiffableDataSourceSnapshot \
        NSDirectionalEdgeInsets NSLayoutAnchor NSLayoutConstraint NSLayoutDimension NSLayoutXAxisAnchor \
        NSLayoutYAxisAnchor NSMutableAttributedString NSMutableParagraphStyle NSParagraphStyle UIAccessibility \
        UIAction.Identifier UIActivityIndicatorView UIActivityViewController UIAdaptivePresentationControllerDelegate \
        UIAlertAction UIAlertController UIApplication UIApplicationDelegate UIBackgroundConfiguration UIBarAppearance \
        UIBarButtonItem UIBarButtonItemGroup UIBarButtonSystemItem UIBarStyle UIBezierPath UIBlurEffect UIButton \
        UIButtonConfiguration UICellAccessory UICellConfigurationState UICollectionLayoutListConfiguration \
        UICollectionReusableView UICollectionView UICollectionViewCell UICollectionViewCompositionalLayout \
        UICollectionViewController UICollectionViewDataSource UICollectionViewDataSourcePrefetching \
        UICollectionViewDelegate UICollectionViewDelegateFlowLayout UICollectionViewDiffableDataSource \
        UICollectionViewDragDelegate UICollectionViewDropDelegate UICollectionViewFlowLayout UICollectionViewLayout \
        UICollectionViewListCell UIColor UIColorPickerViewController UIColorWell UIContentConfiguration \
        UIContentSizeCategory UIContentView UIContextMenuConfiguration UIContextMenuInteraction \
        UIContextMenuInteractionDelegate UIContextualAction UIControl UIControlEvent UIDatePicker \
        UIDeferredMenuElement UIDevice UIDocumentPickerViewController UIDragItem UIDropInteraction UIDynamicAnimator \
        UIEdgeInsets UIEditMenuInteraction UIEvent UIFeedbackGenerator UIFont UIFontDescriptor UIFontMetrics \
        UIGestureRecognizer UIGestureRecognizerDelegate UIGraphicsImageRenderer UIHostingConfiguration UIImage \
        UIImage.SymbolConfiguration UIImageConfiguration UIImagePickerController UIImageView \
        UIImpactFeedbackGenerator UIInputView UIKeyboardType UILabel UILabelDelegate UILayoutConstraintAxis \
        UILayoutGuide UIListContentConfiguration UIListContentView UILongPressGestureRecognizer UIMenu UIMenuElement \
        UIModalPresentationStyle UIModalTransitionStyle UIMotionEffect UINavigationBar UINavigationBarAppearance \
        UINavigationController UINavigationControllerDelegate UINavigationItem UINib UINotificationFeedbackGenerator \
        UIOffset UIPageControl UIPageViewController UIPanGestureRecognizer UIPasteboard UIPickerView \
        UIPinchGestureRecognizer UIPopoverPresentationController UIPrintInteractionController UIProgressView \
        UIRectEdge UIRefreshControl UIResponder UIReturnKeyType UIRotationGestureRecognizer UIScene \
        UISceneDelegate UIScreen UIScrollView UIScrollViewDelegate UISearchBar UISearchBarDelegate UISearchController \
        UISearchResultsUpdating UISearchTextField UISegmentedControl UISelectionFeedbackGenerator \
        UISheetPresentationController UISlider UISplitViewController UIStackView UIStatusBarStyle UIStepper \
        UIStoryboard UIStoryboardSegue UISwipeActionsConfiguration UISwipeGestureRecognizer UISwitch UITabBar \
        UITabBarAppearance UITabBarController UITabBarControllerDelegate UITabBarItem UITableView UITableViewCell \
        UITableViewController UITableViewDataSource UITableViewDataSourcePrefetching UITableViewDelegate \
        UITableViewDiffableDataSource UITableViewDragDelegate UITableViewDropDelegate UITableViewHeaderFooterView \
        UITableViewHeaderFooterViewDelegate UITapGestureRecognizer UITextField UITextFieldDelegate UITextView \
        UITextViewDelegate UIToolbar UIToolbarAppearance UITouch UITraitCollection UIUserInterfaceStyle \
        UIVibrancyEffect UIView UIView.AnimationCurve UIViewController UIViewPropertyAnimator UIVisualEffectView \
        UIWindow UIWindowScene UIWindowSceneDelegate
        """

    private static let memberList = """
        AutoresizingMask.flexibleHeight AutoresizingMask.flexibleWidth AutoresizingMask.rawValue \
        Bundle.bundleIdentifier Bundle.infoDictionary Bundle.loadNibNamed Bundle.object Bundle.path Bundle.url \
        CALayer.add CALayer.anchorPoint CALayer.borderColor CALayer.borderWidth CALayer.bounds CALayer.contents \
        CALayer.cornerCurve CALayer.cornerRadius CALayer.frame CALayer.insertSublayer CALayer.mask \
        CALayer.masksToBounds CALayer.needsDisplayOnBoundsChange CALayer.position \
        CALayer.rasterizationScale CALayer.removeAllAnimations CALayer.removeFromSuperlayer CALayer.shadowColor \
        CALayer.shadowOffset CALayer.shadowOpacity CALayer.shadowPath CALayer.shadowRadius CALayer.shouldRasterize \
        CALayer.transform CALayer.zPosition CAShapeLayer.fillColor CAShapeLayer.path CGRect.contains CGRect.insetBy \
        IndexPath.item IndexPath.row IndexPath.section NSDiffableDataSourceSnapshot.appendItems \
        NSDiffableDataSourceSnapshot.appendSections NSIndexPath.row NSIndexPath.section NSLayoutAnchor.constraint \
        NSLayoutConstraint.constraints NSLayoutConstraint.firstAnchor NSLayoutConstraint.secondAnchor \
        NSLayoutDimension.constraint OptionsKey.rawValue ScrollPosition.rawValue ScrollPosition.top State.normal \
        State.rawValue UIActivityIndicatorView.color UIActivityIndicatorView.hidesWhenStopped \
        UIActivityIndicatorView.startAnimating UIActivityIndicatorView.stopAnimating UIActivityIndicatorView.style \
        UIBezierPath.cgPath UIButton.adjustsImageWhenHighlighted UIButton.attributedTitle UIButton.backgroundImage \
        UIButton.changesSelectionAsPrimaryAction UIButton.configuration UIButton.configurationUpdateHandler \
        UIButton.contentEdgeInsets UIButton.currentTitleColor UIButton.imageEdgeInsets UIButton.imageView \
        UIButton.setAttributedTitle UIButton.setBackgroundImage UIButton.setNeedsUpdateConfiguration \
        UIButton.setTitle UIButton.showsMenuAsPrimaryAction UIButton.titleEdgeInsets \
        UICollectionLayoutListConfiguration.backgroundColor UICollectionLayoutListConfiguration.showsSeparators \
        UICollectionReusableView.apply UICollectionReusableView.preferredLayoutAttributesFitting \
        UICollectionReusableView.prepareForReuse UICollectionReusableView.reuseIdentifier \
        UICollectionView.SupplementaryRegistration UICollectionView.allowsMultipleSelection \
        UICollectionView.allowsSelection UICollectionView.backgroundView UICollectionView.cellForItem \
        UICollectionView.collectionViewLayout UICollectionView.dataSource UICollectionView.delegate \
        UICollectionView.deleteItems UICollectionView.deleteSections UICollectionView.dequeueConfiguredReusableCell \
        UICollectionView.dequeueConfiguredReusableSupplementary UICollectionView.dequeueReusableCell \
        UICollectionView.dequeueReusableSupplementaryView UICollectionView.deselectItem UICollectionView.dragDelegate \
        UICollectionView.dropDelegate UICollectionView.elementKindSectionFooter \
        UICollectionView.elementKindSectionHeader UICollectionView.indexPath UICollectionView.indexPathForItem \
        UICollectionView.indexPathsForSelectedItems UICollectionView.indexPathsForVisibleItems \
        UICollectionView.insertItems UICollectionView.insertSections UICollectionView.isPrefetchingEnabled \
        UICollectionView.moveItem UICollectionView.numberOfItems UICollectionView.numberOfSections \
        UICollectionView.performBatchUpdates UICollectionView.prefetchDataSource UICollectionView.reconfigureItems \
        UICollectionView.register UICollectionView.reloadData UICollectionView.reloadItems \
        UICollectionView.reloadSections UICollectionView.scrollToItem UICollectionView.selectItem \
        UICollectionView.setCollectionViewLayout UICollectionView.supplementaryView UICollectionView.visibleCells \
        UICollectionView.visibleSupplementaryViews UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration \
        UICollectionViewCell.automaticallyUpdatesContentConfiguration UICollectionViewCell.backgroundConfiguration \
        UICollectionViewCell.configurationState UICollectionViewCell.contentConfiguration \
        UICollectionViewCell.contentView UICollectionViewCell.dragStateDidChange UICollectionViewCell.isHighlighted \
        UICollectionViewCell.isSelected UICollectionViewCell.preferredLayoutAttributesFitting \
        UICollectionViewCell.setNeedsUpdateConfiguration UICollectionViewCell.updateConfiguration \
        UICollectionViewController.clearsSelectionOnViewWillAppear UICollectionViewController.collectionView \
        UICollectionViewController.installsStandardGestureForInteractiveMovement \
        UICollectionViewController.numberOfSections UICollectionViewDataSource.collectionView \
        UICollectionViewDataSource.numberOfSections UICollectionViewDelegate.collectionView \
        UICollectionViewDelegateFlowLayout.collectionView UICollectionViewDiffableDataSource.apply \
        UICollectionViewDiffableDataSource.collectionView UICollectionViewFlowLayout.estimatedItemSize \
        UICollectionViewFlowLayout.footerReferenceSize UICollectionViewFlowLayout.headerReferenceSize \
        UICollectionViewFlowLayout.invalidateLayout UICollectionViewFlowLayout.itemSize \
        UICollectionViewFlowLayout.minimumInteritemSpacing UICollectionViewFlowLayout.minimumLineSpacing \
        UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems \
        UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds \
        UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds UICollectionViewFlowLayout.sectionInset \
        UICollectionViewLayout.collectionView UICollectionViewLayout.collectionViewContentSize \
        UICollectionViewLayout.invalidateLayout UICollectionViewLayout.layoutAttributesForElements \
        UICollectionViewLayout.prepare UICollectionViewListCell.defaultContentConfiguration UIColor.cgColor \
        UIColor.darkText UIColor.getHue UIColor.getRed UIColor.getWhite UIColor.groupTableViewBackground \
        UIColor.lightText UIColor.link UIColor.opaqueSeparator UIColor.placeholderText UIColor.quaternaryLabel \
        UIColor.quaternarySystemFill UIColor.resolvedColor UIColor.secondarySystemFill \
        UIColor.secondarySystemGroupedBackground UIColor.systemBrown UIColor.systemCyan UIColor.systemFill \
        UIColor.systemGray2 UIColor.systemGray3 UIColor.systemGray4 UIColor.systemGray5 UIColor.systemGray6 \
        UIColor.systemGroupedBackground UIColor.systemIndigo UIColor.systemMint UIColor.systemPink \
        UIColor.systemPurple UIColor.systemTeal UIColor.tertiaryLabel UIColor.tertiarySystemBackground \
        UIColor.tertiarySystemFill UIColor.tertiarySystemGroupedBackground UIColor.withAlphaComponent \
        UIControl.actions UIControl.allTargets UIControl.contentHorizontalAlignment \
        UIControl.contentVerticalAlignment UIControl.isTouchInside UIControl.menu UIControl.removeAction \
        UIControl.removeTarget UIControl.state UIEdgeInsets.zero UIFont.ascender UIFont.capHeight UIFont.descender \
        UIFont.familyNames UIFont.fontDescriptor UIFont.fontNames UIFont.leading UIFont.lineHeight \
        UIFont.monospacedDigitSystemFont UIFont.monospacedSystemFont UIFont.preferredFont UIFont.withSize \
        UIFont.xHeight UIImage.cgImage UIImage.imageOrientation UIImage.isSymbolImage UIImage.jpegData \
        UIImage.pngData UIImage.preparingThumbnail UIImage.renderingMode UIImage.resizableImage UIImage.scale \
        UIImage.withConfiguration UIImage.withHorizontallyFlippedOrientation UIImage.withRenderingMode \
        UIImage.withTintColor UIImageView.animationDuration UIImageView.animationImages \
        UIImageView.animationRepeatCount UIImageView.image UIImageView.isAnimating \
        UIImageView.preferredSymbolConfiguration UIImageView.startAnimating UIImageView.stopAnimating \
        UILabel.adjustsFontForContentSizeCategory UILabel.allowsDefaultTighteningForTruncation UILabel.attributedText \
        UILabel.baselineAdjustment UILabel.font UILabel.highlightedTextColor UILabel.isHighlighted \
        UILabel.lineBreakMode UILabel.minimumScaleFactor UILabel.numberOfLines UILabel.preferredMaxLayoutWidth \
        UILabel.shadowColor UILabel.shadowOffset UILabel.text UILabel.textColor UILayoutGuide.bottomAnchor \
        UILayoutGuide.leadingAnchor UILayoutGuide.topAnchor UILayoutGuide.trailingAnchor \
        UIListContentConfiguration.text UINavigationController.delegate UINavigationController.hidesBarsOnSwipe \
        UINavigationController.interactivePopGestureRecognizer UINavigationController.isNavigationBarHidden \
        UINavigationController.isToolbarHidden UINavigationController.navigationBar \
        UINavigationController.popToViewController UINavigationController.setNavigationBarHidden \
        UINavigationController.setToolbarHidden UINavigationController.toolbar UINavigationItem.backBarButtonItem \
        UINavigationItem.backButtonTitle UINavigationItem.hidesBackButton \
        UINavigationItem.hidesSearchBarWhenScrolling UINavigationItem.largeTitleDisplayMode \
        UINavigationItem.leftBarButtonItem UINavigationItem.leftBarButtonItems UINavigationItem.rightBarButtonItem \
        UINavigationItem.rightBarButtonItems UINavigationItem.scrollEdgeAppearance UINavigationItem.searchController \
        UINavigationItem.standardAppearance UINavigationItem.title UINavigationItem.titleView UINib.instantiate \
        UIResponder.becomeFirstResponder UIResponder.canBecomeFirstResponder UIResponder.isFirstResponder \
        UIResponder.next UIResponder.resignFirstResponder UIResponder.touchesBegan UIResponder.touchesEnded \
        UIScreen.bounds UIScreen.brightness UIScreen.main UIScreen.nativeBounds UIScreen.nativeScale \
        UIScreen.traitCollection UIScrollView.adjustedContentInset UIScrollView.alwaysBounceHorizontal \
        UIScrollView.alwaysBounceVertical UIScrollView.bounces UIScrollView.contentInset \
        UIScrollView.contentInsetAdjustmentBehavior UIScrollView.contentOffset UIScrollView.contentSize \
        UIScrollView.delegate UIScrollView.isDecelerating UIScrollView.isDragging UIScrollView.isPagingEnabled \
        UIScrollView.isScrollEnabled UIScrollView.isTracking UIScrollView.keyboardDismissMode \
        UIScrollView.maximumZoomScale UIScrollView.minimumZoomScale UIScrollView.refreshControl \
        UIScrollView.scrollIndicatorInsets UIScrollView.scrollRectToVisible UIScrollView.setContentOffset \
        UIScrollView.showsHorizontalScrollIndicator UIScrollView.showsVerticalScrollIndicator \
        UIScrollView.visibleSize UIScrollView.zoomScale UISlider.isContinuous UISlider.maximumTrackTintColor \
        UISlider.maximumValueImage UISlider.minimumTrackTintColor UISlider.minimumValueImage UISlider.setThumbImage \
        UISlider.thumbTintColor UIStackView.customSpacing UIStackView.isBaselineRelativeArrangement \
        UIStackView.isLayoutMarginsRelativeArrangement UIStackView.setCustomSpacing UIStepper.autorepeat \
        UIStepper.isContinuous UIStepper.setBackgroundImage UIStepper.setDecrementImage UIStepper.setIncrementImage \
        UIStepper.value UIStepper.wraps UIStoryboard.instantiateInitialViewController \
        UIStoryboard.instantiateViewController UISwitch.isOn UISwitch.offImage UISwitch.onImage \
        UISwitch.preferredStyle UISwitch.thumbTintColor UISwitch.title UITabBarController.customizableViewControllers \
        UITabBarController.delegate UITabBarController.moreNavigationController UITabBarController.tabBar \
        UITabBarController.viewControllers UITableView.allowsMultipleSelection UITableView.allowsSelection \
        UITableView.allowsSelectionDuringEditing UITableView.automaticDimension UITableView.backgroundView \
        UITableView.beginUpdates UITableView.cellForRow UITableView.cellLayoutMarginsFollowReadableWidth \
        UITableView.dataSource UITableView.delegate UITableView.deleteRows UITableView.deleteSections \
        UITableView.dequeueReusableCell UITableView.dequeueReusableHeaderFooterView UITableView.deselectRow \
        UITableView.dragDelegate UITableView.dropDelegate UITableView.endUpdates UITableView.estimatedRowHeight \
        UITableView.estimatedSectionFooterHeight UITableView.estimatedSectionHeaderHeight UITableView.footerView \
        UITableView.headerView UITableView.indexPath UITableView.indexPathForRow UITableView.indexPathForSelectedRow \
        UITableView.indexPathsForRows UITableView.indexPathsForSelectedRows UITableView.indexPathsForVisibleRows \
        UITableView.insertRows UITableView.insertSections UITableView.isEditing UITableView.keyboardDismissMode \
        UITableView.moveRow UITableView.numberOfRows UITableView.numberOfSections UITableView.performBatchUpdates \
        UITableView.prefetchDataSource UITableView.reconfigureRows UITableView.rectForRow UITableView.rectForSection \
        UITableView.refreshControl UITableView.register UITableView.reloadData UITableView.reloadRows \
        UITableView.reloadSections UITableView.rowHeight UITableView.scrollToRow UITableView.sectionFooterHeight \
        UITableView.sectionHeaderHeight UITableView.sectionHeaderTopPadding UITableView.selectRow \
        UITableView.setEditing \
        UITableView.style UITableView.tableFooterView UITableView.tableHeaderView UITableView.visibleCells \
        UITableViewCell.automaticallyUpdatesBackgroundConfiguration \
        UITableViewCell.automaticallyUpdatesContentConfiguration UITableViewCell.backgroundConfiguration \
        UITableViewCell.configurationState UITableViewCell.contentConfiguration UITableViewCell.contentView \
        UITableViewCell.defaultContentConfiguration UITableViewCell.detailTextLabel \
        UITableViewCell.editingAccessoryType UITableViewCell.editingAccessoryView UITableViewCell.focusStyle \
        UITableViewCell.indentationLevel UITableViewCell.indentationWidth UITableViewCell.isEditing \
        UITableViewCell.multipleSelectionBackgroundView UITableViewCell.prepareForReuse \
        UITableViewCell.reuseIdentifier UITableViewCell.setNeedsUpdateConfiguration UITableViewCell.setSelected \
        UITableViewCell.shouldIndentWhileEditing UITableViewCell.showingDeleteConfirmation \
        UITableViewCell.showsReorderControl UITableViewCell.textLabel UITableViewCell.updateConfiguration \
        UITableViewCell.userInteractionEnabledWhileDragging UITableViewController.clearsSelectionOnViewWillAppear \
        UITableViewController.numberOfSections UITableViewController.refreshControl UITableViewController.tableView \
        UITableViewDataSource.numberOfSections UITableViewDataSource.tableView UITableViewDelegate.tableView \
        UITableViewHeaderFooterView.backgroundConfiguration UITableViewHeaderFooterView.backgroundView \
        UITableViewHeaderFooterView.contentConfiguration UITableViewHeaderFooterView.contentView \
        UITableViewHeaderFooterView.defaultContentConfiguration UITableViewHeaderFooterView.detailTextLabel \
        UITableViewHeaderFooterView.prepareForReuse UITableViewHeaderFooterView.reuseIdentifier \
        UITableViewHeaderFooterView.textLabel UITextField.adjustsFontSizeToFitWidth UITextField.attributedPlaceholder \
        UITextField.attributedText UITextField.autocapitalizationType UITextField.autocorrectionType \
        UITextField.background UITextField.clearButtonMode UITextField.clearsOnBeginEditing UITextField.delegate \
        UITextField.inputAccessoryView UITextField.inputView UITextField.isEditing UITextField.keyboardType \
        UITextField.leftView UITextField.leftViewMode UITextField.minimumFontSize UITextField.returnKeyType \
        UITextField.rightView UITextField.rightViewMode UITextField.spellCheckingType UITextField.textContentType \
        UIView.accessibilityIdentifier UIView.accessibilityLabel UIView.addGestureRecognizer UIView.addSubview \
        UIView.alignmentRectInsets UIView.alpha UIView.animateKeyframes UIView.autoresizingMask UIView.awakeFromNib \
        UIView.backgroundColor UIView.bottomAnchor UIView.bounds UIView.center UIView.centerXAnchor \
        UIView.centerYAnchor UIView.clipsToBounds UIView.contentCompressionResistancePriority \
        UIView.contentHuggingPriority UIView.contentScaleFactor UIView.didAddSubview UIView.didMoveToWindow \
        UIView.directionalLayoutMargins UIView.draw UIView.exchangeSubview UIView.firstBaselineAnchor UIView.frame \
        UIView.frameForAlignmentRect UIView.gestureRecognizers UIView.heightAnchor UIView.hitTest \
        UIView.insertSubview UIView.insetsLayoutMarginsFromSafeArea UIView.invalidateIntrinsicContentSize \
        UIView.isAccessibilityElement UIView.isExclusiveTouch UIView.isHidden UIView.isMultipleTouchEnabled \
        UIView.lastBaselineAnchor UIView.layer UIView.layoutIfNeeded UIView.layoutSubviews UIView.leadingAnchor \
        UIView.mask UIView.maskView UIView.overrideUserInterfaceStyle UIView.point \
        UIView.preservesSuperviewLayoutMargins UIView.removeGestureRecognizer UIView.safeAreaInsets \
        UIView.safeAreaLayoutGuide UIView.semanticContentAttribute UIView.setContentCompressionResistancePriority \
        UIView.setContentHuggingPriority UIView.setNeedsUpdateConstraints UIView.sizeToFit UIView.snapshotView \
        UIView.subviews UIView.systemLayoutSizeFitting UIView.tintColor UIView.topAnchor UIView.trailingAnchor \
        UIView.traitCollection UIView.traitCollectionDidChange UIView.transition \
        UIView.translatesAutoresizingMaskIntoConstraints UIView.updateConstraints UIView.updateConstraintsIfNeeded \
        UIView.widthAnchor UIView.willMove UIView.willRemoveSubview UIView.window \
        UIViewController.additionalSafeAreaInsets UIViewController.definesPresentationContext \
        UIViewController.didReceiveMemoryWarning UIViewController.dismiss UIViewController.edgesForExtendedLayout \
        UIViewController.editButtonItem UIViewController.hidesBottomBarWhenPushed UIViewController.isBeingDismissed \
        UIViewController.isBeingPresented UIViewController.isEditing UIViewController.isModalInPresentation \
        UIViewController.isMovingFromParent UIViewController.isMovingToParent UIViewController.loadView \
        UIViewController.loadViewIfNeeded UIViewController.modalPresentationStyle \
        UIViewController.modalTransitionStyle UIViewController.navigationItem \
        UIViewController.overrideUserInterfaceStyle UIViewController.performSegue \
        UIViewController.popoverPresentationController UIViewController.preferredContentSize \
        UIViewController.preferredStatusBarStyle UIViewController.prefersStatusBarHidden UIViewController.prepare \
        UIViewController.present UIViewController.presentationController UIViewController.presentingViewController \
        UIViewController.restorationIdentifier UIViewController.setEditing \
        UIViewController.setNeedsStatusBarAppearanceUpdate UIViewController.setToolbarItems \
        UIViewController.shouldPerformSegue UIViewController.show UIViewController.showDetailViewController \
        UIViewController.splitViewController UIViewController.storyboard UIViewController.tabBarItem \
        UIViewController.title UIViewController.toolbarItems UIViewController.traitCollection \
        UIViewController.traitCollectionDidChange UIViewController.transitioningDelegate UIViewController.view \
        UIViewController.viewDidLoad UIViewController.viewIsAppearing UIViewController.viewSafeAreaInsetsDidChange \
        UIWindow.becomeKey UIWindow.isKeyWindow UIWindow.overrideUserInterfaceStyle UIWindow.resignKey \
        UIWindow.rootViewController UIWindow.screen UIWindow.windowLevel UIWindow.windowScene Weight.regular \
        Weight.semibold
        """
}
