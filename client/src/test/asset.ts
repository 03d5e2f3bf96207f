// An imported asset in tests: Vite emits the file and gives its address.
export default '/asset.svg';
