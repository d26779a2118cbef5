// Placeholder: the server entry point will replace this file.
console.log("server not written yet");
