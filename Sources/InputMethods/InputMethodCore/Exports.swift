// A plugin imports InputMethodCore alone: the storage it is given (UserData) and the read-only
// data files it maps (DataFiles) come with it.
@_exported public import DataFiles
@_exported public import UserData
