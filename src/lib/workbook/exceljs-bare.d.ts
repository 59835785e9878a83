/** The address of exceljs's browser bundle without polyfills, emitted by Vite as a file. */
declare module 'exceljs/dist/exceljs.bare.min.js?url' {
  const url: string
  export default url
}
