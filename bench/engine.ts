// Placeholder: the engine benchmark will replace this file.
console.log("bench not written yet");
