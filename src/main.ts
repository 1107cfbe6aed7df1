/** Entry point for `npm start`; the adapters wire in here as they land. */
console.log('WhichCard');
