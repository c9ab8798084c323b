// The app loads the phases' registry before it words anything (the host, the CLI and the windows all
// import the engine), and the registry registers every part's reason words. A unit test of one pure
// rule does not load it, so every test starts the way the app does: with the built-in words registered.
import '@machines/campaign/reason-catalog'
