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
        if method != nil {
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
        guard hasMoreCandidates, let method, let methodID, container?.markedRange != nil else { return }
        do {
            let page = try method.candidates(page: loadedPages, pageSize: candidatePageSize)
            candidates += page.candidates
            hasMoreCandidates = page.hasMore
            loadedPages += 1
        } catch {
            fault(.methodFailed(methodID, String(describing: error)))
        }
    }
}
