// Module federation's async boundary imports bootstrap files for their side effects only.
declare module '*.svg' {
  const url: string;
  export default url;
}
