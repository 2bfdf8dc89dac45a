import { UPLOAD_FAILED } from '../room-image-files';
import type { UploadProblems } from '../use-room-uploads';

/** Why some chosen images are not among the room's: the spec's words first, then each file's reason. */
export function UploadProblemsText({ problems }: { problems: UploadProblems }) {
  return (
    <>
      {problems.failed.length > 0 ? (
        <div role="alert" className="text-sm text-red-700">
          <p className="font-semibold">{UPLOAD_FAILED}</p>
          <ul className="list-disc pl-5 break-words">
            {problems.failed.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problems.refused.length > 0 ? (
        <div role="alert">
          <ul className="list-disc pl-5 text-sm font-medium break-words text-red-700">
            {problems.refused.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
