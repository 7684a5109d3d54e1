import InputMethodCore
import KeyboardModel

/// The candidate bar and the follow-ons: picks, forgetting, more pages.
extension InputHost {
    /// Commits the candidate at an index of ``candidates``.
    func selectCandidate(_ index: Int) {
        guard candidates.indices.contains(index) else { return }
        dispatch(.selectCandidate(index))
        updateAutomaticShift()
    }

    /// Asks the method to forget the candidate at an index of ``candidates`` (a learned word).
    func forgetCandidate(_ index: Int) {
        guard candidates.indices.contains(index) else { return }
        dispatch(.forgetCandidate(index))
    }

    /// Types a follow-on suggestion.
    func selectFollowOn(_ index: Int) {
        guard followOns.indices.contains(index) else { return }
        if methodTyping != nil {
            dispatch(.selectFollowOn(index))
        } else {
            let text = followOns[index]
            followOns = []
            container?.insertText(text)
        }
        updateAutomaticShift()
    }

    /// Loads the next page of candidates (for an expanded candidate view).
    func loadMoreCandidates() {
        guard hasMoreCandidates, let methodTyping, let container else { return }
        take(methodTyping.handle(.moreCandidates, in: typingContext(container, reach: methodTyping.contextReach)), in: container)
    }
}
