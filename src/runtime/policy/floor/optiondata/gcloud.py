# ruff: noqa: E501
"""gcloud's options, generated from Google Cloud SDK 528.0.0 by tools/option_tables.py: do not edit
(.venv/bin/python tools/option_tables.py gcloud)."""

# fmt: off
VERSION = 'Google Cloud SDK 528.0.0'
GLOBAL = 'access-token-file= account= billing-project= configuration= flags-file= flatten= format= h,help impersonate-service-account= log-http project= q,quiet trace-token= user-output-enabled verbosity= version'
SPECS: list[str] = [
    '',
    'abandoned cancelled completed execution= failed filter= limit= no-completed no-started page-size= pending region= running sort-by= started succeeded uri',
    'additional-headers= all-versions buckets decryption-keys= etag exhaustive fetch-encrypted-object-hashes full json long next-page-token= read-paths-from-stdin readable-sizes recursive soft-deleted',
    'additional-headers= all-versions exclude-name-pattern= exclude-name-pattern-file= readable-sizes summarize total zero-terminator',
    'additional-headers= decryption-keys= display-url range=',
    'additional-headers= decryption-keys= exhaustive fetch-encrypted-object-hashes filter= limit= next-page-token= page-size= raw soft-deleted sort-by= stat uri',
    'additional-headers= decryption-keys= fetch-encrypted-object-hashes raw soft-deleted',
    'additional-headers= decryption-keys= hex skip-crc32c skip-md5',
    'additional-headers= filter= limit= page-size= raw soft-deleted sort-by= uri',
    'additional-headers= filter= limit= page-size= raw sort-by= uri',
    'additional-headers= raw',
    'additional-headers= raw soft-deleted',
    'address-family= destination-range= filter= limit= page-size= peer= policy-applied region= route-direction= sort-by= uri',
    'after= before= filter= importance= limit= region=',
    'all',
    'all filter= limit= long page-size= service-account= sort-by= uri',
    'all filter= limit= page-size= sort-by=',
    'all filter= limit= sort-by=',
    'all-memberships location= memberships=',
    'anonymize run-diagnostics show-log',
    'api= environment= filter= limit= organization= page-size= revision= sort-by= uri',
    'api= environment= organization=',
    'api= filter= limit= page-size= sort-by=',
    'api= view=',
    'appliances= filter= limit= orders= page-size= region= sort-by= uri',
    'application= filter= limit= location= page-size= sort-by= uri',
    'application= location=',
    'artifact-url= attestor= attestor-project= filter= limit= page-size= sort-by= uri',
    'aspect-types= entry-group= location= paths= view=',
    'asset-types= content-type= filter= folder= limit= organization= page-size= relationship-types= snapshot-time= sort-by=',
    'asset= filter= lake= limit= location= page-size= sort-by= uri zone=',
    'asset= resource-name=',
    'assignment-id= filter= instance= limit= location= page-size= sort-by=',
    'async batch= container-image= history-server-cluster= kms-key= labels= metastore-service= network= properties= region= request-id= service-account= staging-bucket= subnet= tags= ttl= user-workload-authentication-type=',
    'async bucket= region=',
    'async container-image= history-server-cluster= kernel= kms-key= labels= max-idle= metastore-service= network= property= request-id= service-account= session_template= staging-bucket= subnet= tags= ttl= user-workload-authentication-type=',
    'attachment-point= filter= kind= limit= page-size= page_token= sort-by=',
    'attachment-point= kind=',
    'attestation-file= key= keyring= location=',
    'attestation-file= keyring= location=',
    'available enabled filter= limit= page-size= sort-by=',
    'backup-channel= filter= limit= location= page-size= sort-by= uri',
    'backup-channel= location=',
    'backup-collection= filter= limit= location= page-size= sort-by= uri',
    'backup-collection= filter= limit= page-size= region= sort-by= uri',
    'backup-collection= location=',
    'backup-collection= region=',
    'backup-plan= filter= limit= location= page-size= sort-by=',
    'backup-plan= filter= limit= location= page-size= sort-by= uri',
    'backup-plan= location=',
    'backup-schedule= database=',
    'backup-vault= data-source= filter= limit= location= page-size= sort-by= uri',
    'backup-vault= data-source= location=',
    'backup-vault= filter= limit= location= page-size= sort-by= uri',
    'backup-vault= location=',
    'backup= backup-plan= filter= limit= location= page-size= sort-by= uri',
    'backup= backup-plan= location=',
    'backup= database= filter= instance= instance-config= instance-partition= limit= page-size= sort-by= type= uri',
    'backup= database= instance= instance-config= instance-partition=',
    'backup= location=',
    'backup_plan= location=',
    'billing-account=',
    'billing-account= bucket= buffer-window= folder= location= organization= view=',
    'billing-account= bucket= filter= folder= limit= location= organization= page-size= sort-by= uri',
    'billing-account= bucket= folder= freshness= limit= location= order= organization= resource-names= view=',
    'billing-account= bucket= folder= location= organization=',
    'billing-account= filter= folder= insight-type= limit= location= organization= page-size= recursive sort-by= uri',
    'billing-account= filter= folder= insight-type= limit= location= organization= page-size= sort-by= uri',
    'billing-account= filter= folder= limit= location= organization= page-size= recommender= recursive sort-by= uri',
    'billing-account= filter= folder= limit= location= organization= page-size= recommender= sort-by= uri',
    'billing-account= filter= folder= limit= location= organization= page-size= sort-by= uri',
    'billing-account= filter= folder= limit= organization= page-size= sort-by= uri',
    'billing-account= filter= folder= limit= organization= sink-filter= sort-by=',
    'billing-account= filter= limit= page-size= sort-by=',
    'billing-account= folder= insight-type= location= organization=',
    'billing-account= folder= limit= location= operation-filter= organization= page-size= sort-by=',
    'billing-account= folder= location= organization=',
    'billing-account= folder= location= organization= recommender=',
    'billing-account= folder= organization=',
    'billing-account= location= organization=',
    'binding= organization=',
    'block-name= filter= limit= page-size= sort-by= uri zone=',
    'block-name= sub-block-name= zone=',
    'block-name= zone=',
    'brand=',
    'bucket= filter= limit= location= sort-by= view=',
    'caller-access-type= filter= folder= limit= location= organization= page-size= sort-by=',
    'caller-relationship= entitlement= filter= folder= limit= location= organization= page-size= sort-by=',
    'can-deploy-hugging-face-models filter= full-resource-name limit= model-filter= page-size= sort-by=',
    'changed-after= filter= hide-committed limit= region= source= tentative transform=',
    'cloud-exadata-infrastructure= filter= limit= location= page-size= sort-by= uri',
    'cloud-vm-cluster= filter= limit= location= page-size= sort-by= uri',
    'cluster= config= filter= limit= page-size= region= sort-by=',
    'cluster= config= region=',
    'cluster= filter= instance= limit= page-size= sort-by=',
    'cluster= filter= instance= limit= page-size= sort-by= uri',
    'cluster= filter= limit= location= page-size= private-cloud= sort-by= uri',
    'cluster= filter= limit= location= page-size= region= sort-by= uri zone=',
    'cluster= filter= limit= location= page-size= sort-by= uri',
    'cluster= filter= limit= page-size= region= sort-by=',
    'cluster= filter= limit= page-size= region= sort-by= state-filter=',
    'cluster= filter= limit= page-size= region= sort-by= uri',
    'cluster= instance=',
    'cluster= location=',
    'cluster= location= private-cloud=',
    'cluster= location= region= zone=',
    'cluster= region=',
    'cluster= region= view=',
    'code-repository-index= filter= limit= location= page-size= sort-by=',
    'code-repository-index= filter= limit= location= page-size= sort-by= uri',
    'code-repository-index= location=',
    'code-tools-setting= filter= limit= location= page-size= sort-by= uri',
    'code-tools-setting= location=',
    'collection-group= database=',
    'collection-group= database= filter= limit= page-size= sort-by= uri',
    'commit-id= filter= limit= page-size= region= sort-by= tree-type= uncommitted uri',
    'commit-id= filter= limit= page-size= region= sort-by= uncommitted uri',
    'compare-duration= field-mask= filter= folder= limit= location= order-by= organization= page-size= page-token= read-time= sort-by= source=',
    'compare-duration= field-mask= filter= limit= order-by= page-size= page-token= read-time= sort-by=',
    'config-name=',
    'config-name= filter= limit= page-size= sort-by= uri',
    'config-name= filter= limit= page-size= sort-by= uri values',
    'connect_cluster= filter= limit= location= page-size= sort-by=',
    'connect_cluster= location=',
    'connection= filter= limit= location= page-size= sort-by= uri',
    'connection= filter= limit= page-size= region= sort-by= uri',
    'connection= location=',
    'connection= region=',
    'consumer= filter= limit= page-size= service= sort-by= uri',
    'container-id-filter= filter= limit= location= namespace= page-size= sort-by= workload-identity-pool=',
    'context= location= schema-registry=',
    'crawler=',
    'created-after= created-before= filter= limit= page-size= region= sort-by= status= uri',
    'created-before= filter= iam-account= limit= managed-by= page-size= sort-by=',
    'cross-site-network=',
    'cross-site-network= filter= limit= page-size= sort-by= uri',
    'customer= labels= organization= page-size= page-token= view=',
    'data-dir=',
    'data-sharing-with-google-setting= filter= limit= location= page-size= sort-by= uri',
    'data-sharing-with-google-setting= location=',
    'data_taxonomy= filter= limit= location= page-size= sort-by=',
    'data_taxonomy= filter= limit= location= page-size= sort-by= uri',
    'data_taxonomy= location=',
    'database-version= filter= limit= page-size= sort-by= uri',
    'database=',
    'database= filter= instance= limit= page-size= server-filter= sort-by= uri',
    'database= filter= instance= limit= page-size= sort-by=',
    'database= filter= instance= limit= page-size= sort-by= uri',
    'database= filter= limit= location= page-size= service= sort-by=',
    'database= filter= limit= page-size= sort-by= uri',
    'database= instance=',
    'database= migration-job= region=',
    'datascan= filter= limit= location= page-size= sort-by= uri',
    'datascan= location= view=',
    'dataset=',
    'dataset= filter= limit= location= page-size= sort-by=',
    'dataset= filter= limit= location= page-size= sort-by= uri',
    'dataset= filter= limit= page-size= sort-by=',
    'dataset= location=',
    'delivery-pipeline= filter= limit= page-size= region= release= rollout= sort-by= uri',
    'delivery-pipeline= filter= limit= page-size= region= release= sort-by= uri',
    'delivery-pipeline= filter= limit= page-size= region= sort-by= uri',
    'delivery-pipeline= list-all-pipelines region= skip-pipeline-lookup',
    'delivery-pipeline= region=',
    'delivery-pipeline= region= release=',
    'delivery-pipeline= region= release= rollout=',
    'dependency= filter= limit= location= page-size= resource= resource-prefix= sort-by=',
    'deployment=',
    'deployment= filter= limit= location= page-size= revision= sort-by= uri',
    'deployment= filter= limit= location= page-size= sort-by= uri',
    'deployment= filter= limit= page-size= simple-list sort-by= uri',
    'deployment= location=',
    'deployment= location= revision=',
    'dest-group= filter= limit= page-size= region= sort-by=',
    'details location=',
    'developer= filter= limit= organization= page-size= sort-by= uri',
    'direction= filter= limit= network= page-size= region= sort-by= uri',
    'domain=',
    'domain= filter= limit= page-size= sort-by= uri',
    'domain= namespace=',
    'domain= namespace= region=',
    'done filter= limit= location= page-size= sort-by= subscription=',
    'effective filter= limit= location= page-size= parent= sort-by= uri',
    'effective folder= organization=',
    'effective-location= filter= hub= limit= page-size= route_table= sort-by=',
    'end-time= execution-id= filter= gen2 limit= min-log-level= page-size= region= sort-by= start-time= uri',
    'end-time= filter= instance= limit= page-size= sort-by= start-time= uri',
    'entitlement= filter= folder= limit= location= organization= page-size= sort-by=',
    'entitlement= folder= location= organization=',
    'entry-group= filter= limit= location= page-size= sort-by= uri',
    'entry-group= location=',
    'entry= entry-group= filter= limit= location= page-size= sort-by= uri',
    'entry_group= location=',
    'environment= filter= lake= limit= location= page-size= sort-by=',
    'environment= filter= limit= organization= page-size= sort-by= uri',
    'environment= filter= limit= page-size= sort-by= uri',
    'environment= location=',
    'environment= organization=',
    'expand-table job-names= job-statuses= job-type= limit= page-size=',
    'expand-table job-names= job-statuses= limit= page-size=',
    'expand-table job-names= limit= operation-names= operation-statuses= page-size=',
    'filter-modules= folder= organization= parent=',
    'filter=',
    'filter= filter-account= limit= page-size= sort-by=',
    'filter= fleet-package= less limit= location= page-size= sort-by= uri',
    'filter= folder= limit= location= organization= page-size= page-token= read-time= sort-by= source=',
    'filter= folder= limit= location= organization= page-size= sort-by=',
    'filter= folder= limit= location= organization= page-size= sort-by= uri',
    'filter= folder= limit= organization= page-size= parent= sort-by=',
    'filter= folder= limit= organization= page-size= reconciling-only sort-by= uri',
    'filter= folder= limit= organization= page-size= regexp= sort-by= uri',
    'filter= folder= limit= organization= page-size= service= sort-by= uri',
    'filter= folder= limit= organization= page-size= show-deleted sort-by= uri',
    'filter= folder= limit= organization= page-size= show-unset sort-by= uri',
    'filter= folder= limit= organization= page-size= sort-by=',
    'filter= folder= limit= organization= page-size= sort-by= state=',
    'filter= folder= limit= organization= page-size= sort-by= uri',
    'filter= full-name limit= location= page-size= sort-by=',
    'filter= gateway-security-policy= limit= location= page-size= sort-by= uri',
    'filter= gdc-zone= limit= list-model-garden-endpoints-only page-size= region= sort-by= uri',
    'filter= gemini-gcp-enablement-setting= limit= location= page-size= sort-by= uri',
    'filter= gen2 limit= page-size= sort-by= uri',
    'filter= generation= limit= page-size= region= sort-by= uri',
    'filter= global limit= page-size= protocol= regexp= regions= sort-by= uri',
    'filter= global limit= page-size= regexp= regions= sort-by= uri',
    'filter= global limit= page-size= regexp= regions= sort-by= uri view=',
    'filter= global limit= page-size= regexp= regions= sort-by= uri zones=',
    'filter= global limit= page-size= region= sort-by=',
    'filter= global limit= page-size= region= sort-by= uri',
    'filter= global limit= page-size= region= sort-by= zone=',
    'filter= glossary= limit= location= page-size= sort-by= uri',
    'filter= group-email= limit= page-size= page-token= sort-by= view=',
    'filter= hide-no-traffic limit= page-size= service= sort-by= uri',
    'filter= holder= limit= location= origin= page-size= sort-by= uri',
    'filter= hub= limit= page-size= sort-by=',
    'filter= hugging-face-access-token= model= sort-by=',
    'filter= image-zone= limit= page-size= preview-images regexp= show-deprecated sort-by= standard-images uri',
    'filter= image= limit= page-size= regexp= sort-by= uri',
    'filter= image= limit= page-size= sort-by= uri',
    'filter= include-deny limit= page-size= sort-by=',
    'filter= include-proto-descriptors instance= limit= page-size= sort-by= uri',
    'filter= include-tags limit= occurrence-filter= page-size= show-occurrences show-occurrences-from= sort-by=',
    'filter= instance= instance-location= instance-region= limit= page-size= sort-by= uri',
    'filter= instance= instance-zone= limit= page-size= sort-by= uri',
    'filter= instance= limit= page-size= region= sort-by= uri',
    'filter= instance= limit= page-size= sort-by=',
    'filter= instance= limit= page-size= sort-by= table=',
    'filter= instance= limit= page-size= sort-by= table= uri',
    'filter= instance= limit= page-size= sort-by= uri',
    'filter= instances= limit= page-size= sort-by= uri',
    'filter= inventory-filter= kernel-version= limit= os-shortname= os-version= package-name= package-version= page-size= sort-by= uri',
    'filter= ip-cidr-range= limit= owner-projects= owner-types= page-size= sort-by= subnet-name= subnet-region= uri',
    'filter= issuer-pool= limit= location= page-size= sort-by= uri',
    'filter= job-type= limit= page-size= sort-by= uri',
    'filter= job= limit= location= page-size= sort-by=',
    'filter= job= limit= page-size= region= sort-by= uri',
    'filter= key= keyring= limit= location= page-size= sort-by= uri',
    'filter= keyring= limit= location= page-size= sort-by=',
    'filter= keyring= limit= location= page-size= sort-by= uri',
    'filter= lake= limit= location= page-size= sort-by=',
    'filter= lake= limit= location= page-size= sort-by= task= uri',
    'filter= lake= limit= location= page-size= sort-by= uri',
    'filter= lake= limit= location= page-size= sort-by= uri zone=',
    'filter= lake= limit= location= page-size= sort-by= zone=',
    'filter= limit=',
    'filter= limit= list-model-garden-endpoints-only page-size= region= sort-by= uri',
    'filter= limit= location= logging-setting= page-size= sort-by= uri',
    'filter= limit= location= map= page-size= sort-by= uri',
    'filter= limit= location= membership= page-size= sort-by= uri',
    'filter= limit= location= name= page-size= sort-by= type= uri zone=',
    'filter= limit= location= name= page-size= sort-by= uri',
    'filter= limit= location= namespace= page-size= show-deleted sort-by= workload-identity-pool=',
    'filter= limit= location= namespace= page-size= sort-by=',
    'filter= limit= location= network-peering= page-size= sort-by= uri',
    'filter= limit= location= network-policy= page-size= sort-by= uri',
    'filter= limit= location= oauth-client= sort-by=',
    'filter= limit= location= occurrence-filter= page-size= sort-by= uri',
    'filter= limit= location= organization= page-size= show-deleted sort-by=',
    'filter= limit= location= organization= page-size= sort-by=',
    'filter= limit= location= organization= page-size= sort-by= uri',
    'filter= limit= location= organization= page-size= sort-by= uri workload=',
    'filter= limit= location= package= page-size= repository= sort-by=',
    'filter= limit= location= package= page-size= repository= sort-by= tag=',
    'filter= limit= location= page-size=',
    'filter= limit= location= page-size= parameter= sort-by= uri',
    'filter= limit= location= page-size= private-cloud= sort-by= uri',
    'filter= limit= location= page-size= private-connection= sort-by= uri',
    'filter= limit= location= page-size= product-set= sort-by=',
    'filter= limit= location= page-size= product= sort-by= uri',
    'filter= limit= location= page-size= provider= show-deleted sort-by= workforce-pool=',
    'filter= limit= location= page-size= provider= show-deleted sort-by= workload-identity-pool=',
    'filter= limit= location= page-size= queue= sort-by= uri',
    'filter= limit= location= page-size= region= sort-by= uri zone=',
    'filter= limit= location= page-size= region= sort-by= zone=',
    'filter= limit= location= page-size= release-channel-setting= sort-by= uri',
    'filter= limit= location= page-size= repository= sort-by=',
    'filter= limit= location= page-size= repository= sort-by= target=',
    'filter= limit= location= page-size= resource-bundle= sort-by= uri',
    'filter= limit= location= page-size= resource-type= sort-by= uri',
    'filter= limit= location= page-size= restore-channel= sort-by= uri',
    'filter= limit= location= page-size= restore-plan= sort-by=',
    'filter= limit= location= page-size= restore-plan= sort-by= uri',
    'filter= limit= location= page-size= restore= restore-plan= sort-by= uri',
    'filter= limit= location= page-size= service= sort-by=',
    'filter= limit= location= page-size= service= sort-by= uri',
    'filter= limit= location= page-size= show-deleted sort-by=',
    'filter= limit= location= page-size= show-deleted sort-by= workforce-pool=',
    'filter= limit= location= page-size= show-deleted sort-by= workload-identity-pool=',
    'filter= limit= location= page-size= sort-by=',
    'filter= limit= location= page-size= sort-by= source= uri',
    'filter= limit= location= page-size= sort-by= stream= uri',
    'filter= limit= location= page-size= sort-by= taxonomy=',
    'filter= limit= location= page-size= sort-by= taxonomy= uri',
    'filter= limit= location= page-size= sort-by= uri',
    'filter= limit= location= page-size= sort-by= uri view=',
    'filter= limit= location= page-size= sort-by= uri volume=',
    'filter= limit= location= page-size= sort-by= uri wasm-plugin=',
    'filter= limit= location= page-size= sort-by= uri zone=',
    'filter= limit= location= page-size= uri',
    'filter= limit= location= sort-by=',
    'filter= limit= locations= page-size= sort-by= uri',
    'filter= limit= max-ntpot-milliseconds= model= model-server= model-server-version= page-size= sort-by= uri',
    'filter= limit= migration-job= page-size= region= sort-by= uri',
    'filter= limit= model= model-server= model-server-version= page-size= sort-by= uri',
    'filter= limit= model= model-server= page-size= sort-by= uri',
    'filter= limit= model= page-size= region= sort-by= uri',
    'filter= limit= model= page-size= sort-by= uri',
    'filter= limit= network-project= page-size= sort-by= uri',
    'filter= limit= network= page-size= regexp= regions= sort-by= uri',
    'filter= limit= network= page-size= sort-by= uri',
    'filter= limit= occurrence-filter= page-size= show-occurrences show-occurrences-from= sort-by=',
    'filter= limit= ongoing page-size= region= sort-by= uri',
    'filter= limit= only-local-state show-platform show-versions sort-by=',
    'filter= limit= only-managed only-unmanaged page-size= regexp= regions= sort-by= uri zones=',
    'filter= limit= organization= page-size= page-token= read-time= sort-by=',
    'filter= limit= organization= page-size= regexp= sort-by= uri',
    'filter= limit= organization= page-size= sort-by=',
    'filter= limit= organization= page-size= sort-by= uri',
    'filter= limit= organization= page-size= sort-by= uri zone=',
    'filter= limit= organization= show-deleted sort-by=',
    'filter= limit= page-size=',
    'filter= limit= page-size= parent= sort-by= uri',
    'filter= limit= page-size= pending sort-by= uri',
    'filter= limit= page-size= pipeline= region= sort-by= uri',
    'filter= limit= page-size= policy= sort-by=',
    'filter= limit= page-size= preview-images regexp= show-deprecated sort-by= standard-images uri',
    'filter= limit= page-size= provider= provider-project= sort-by=',
    'filter= limit= page-size= raw sort-by= uri',
    'filter= limit= page-size= regexp= region= sort-by= uri zone=',
    'filter= limit= page-size= regexp= regions= sort-by= uri',
    'filter= limit= page-size= regexp= regions= sort-by= uri zones=',
    'filter= limit= page-size= regexp= sort-by= uri',
    'filter= limit= page-size= regexp= sort-by= uri view= zones=',
    'filter= limit= page-size= regexp= sort-by= uri zone=',
    'filter= limit= page-size= regexp= sort-by= uri zones=',
    'filter= limit= page-size= region= resource-type= service= sort-by=',
    'filter= limit= page-size= region= service= sort-by= uri',
    'filter= limit= page-size= region= sort-by=',
    'filter= limit= page-size= region= sort-by= spoke=',
    'filter= limit= page-size= region= sort-by= tensorboard-experiment-id= tensorboard-id= tensorboard-run-id= uri',
    'filter= limit= page-size= region= sort-by= tensorboard-experiment-id= tensorboard-id= uri',
    'filter= limit= page-size= region= sort-by= uri',
    'filter= limit= page-size= region= sort-by= uri worker-pool=',
    'filter= limit= page-size= region= sort-by= uri zone=',
    'filter= limit= page-size= region= sort-by= zone=',
    'filter= limit= page-size= regions= sort-by= uri zones=',
    'filter= limit= page-size= regions= sort-by= v2',
    'filter= limit= page-size= repository= sort-by= uri',
    'filter= limit= page-size= scan-config= scan-run= sort-by=',
    'filter= limit= page-size= scan-config= sort-by= uri',
    'filter= limit= page-size= scope= sort-by= uri',
    'filter= limit= page-size= service-name= sort-by= uri',
    'filter= limit= page-size= service-project= sort-by= uri',
    'filter= limit= page-size= service= sort-by= uri',
    'filter= limit= page-size= share-settings sort-by= uri',
    'filter= limit= page-size= show-all-users show-config sort-by=',
    'filter= limit= page-size= show-deleted sort-by= uri',
    'filter= limit= page-size= show-edition show-sql-network-architecture show-transactional-log-storage-state sort-by= uri',
    'filter= limit= page-size= show-edition sort-by= uri',
    'filter= limit= page-size= simple-list sort-by= uri',
    'filter= limit= page-size= sort-by=',
    'filter= limit= page-size= sort-by= sort-order= uri zone=',
    'filter= limit= page-size= sort-by= spoke-locations= view=',
    'filter= limit= page-size= sort-by= type= uri',
    'filter= limit= page-size= sort-by= types=',
    'filter= limit= page-size= sort-by= uri',
    'filter= limit= page-size= sort-by= uri view=',
    'filter= limit= page-size= sort-by= uri zone=',
    'filter= limit= page-size= sort-by= zone=',
    'filter= limit= region=',
    'filter= limit= region= volume=',
    'filter= limit= server-filter= sort-by=',
    'filter= limit= sort-by=',
    'filter= limit= sort-by= uri',
    'filter= limit= sort-by= zone=',
    'filter= limit= sort-by= zones=',
    'filter= location= namespace= page-size= service= sort-by=',
    'filter= location= namespace= page-size= sort-by=',
    'filter= location= page-size= sort-by=',
    'filter= max-data-points= region= tensorboard-experiment-id= tensorboard-id= tensorboard-run-id=',
    'filter= page-size=',
    'firewall-policy= firewall-policy-region= global-firewall-policy',
    'firewall-policy= global-firewall-policy',
    'firewall-policy= organization=',
    'fleet-package= less location=',
    'folder=',
    'folder= location=',
    'folder= location= organization=',
    'folder= module= organization= service=',
    'folder= organization=',
    'folder= organization= parent=',
    'folder= organization= region= resource-type= service=',
    'folder= organization= service=',
    'freshness= limit= log-filter= order=',
    'freshness= limit= log-filter= order= region=',
    'full region=',
    'full-uri=',
    'full-view location=',
    'full=',
    'gateway= limit= location= mesh= page-size=',
    'gateway= location= mesh= route-view=',
    'gemini-gcp-enablement-setting= location=',
    'gen2',
    'generation= region=',
    'global limit=',
    'global region=',
    'global region= view=',
    'global region= zone=',
    'glossary= location=',
    'group-email= member-email=',
    'guest-attributes= view= zone=',
    'host= instance=',
    'hub=',
    'hub= route_table=',
    'include-gcp-public-datasets include-organization-ids= include-project-ids= limit= order-by= page-size= restricted-locations=',
    'index= index-endpoint= region=',
    'instance=',
    'instance= instance-location= instance-region=',
    'instance= limit= page-size= region=',
    'instance= limit= page-size= sort-by= uri',
    'instance= location=',
    'instance= region=',
    'instance= region= zone=',
    'instance= table=',
    'instance= view=',
    'issuer-location= issuer-pool=',
    'job-id= region=',
    'job= location= task_group=',
    'key= key-file=',
    'key= location= provider= workforce-pool=',
    'key= location= provider= workload-identity-pool=',
    'keyring= location=',
    'labels= organization= page-size= page-token= view=',
    'lake= location=',
    'lake= location= task=',
    'lake= location= view=',
    'lake= location= zone=',
    'level= limit= logs= service=',
    'level= logs= service=',
    'level= policy=',
    'limit= location= page-size=',
    'limit= location= page-size= pool= sort-by= uri',
    'limit= location= page-size= query= source-cloud-location=',
    'limit= location= page-size= sort-by=',
    'limit= names= page-size=',
    'limit= order-by= page-size= scope=',
    'limit= page-size= query= sort-by=',
    'limit= page-size= region= sort-by=',
    'location=',
    'location= logging-setting=',
    'location= managed-identity= namespace= workload-identity-pool=',
    'location= map=',
    'location= membership=',
    'location= mysql-database= mysql-table= oracle-schema= oracle-table= postgresql-schema= postgresql-table= salesforce-object-name= sqlserver-schema= sqlserver-table= stream=',
    'location= namespace=',
    'location= namespace= service=',
    'location= namespace= workload-identity-pool=',
    'location= network-policy=',
    'location= oauth-client=',
    'location= organization=',
    'location= organization= revision-id=',
    'location= organization= workload=',
    'location= os-policy-assignment=',
    'location= package= repository=',
    'location= parameter= view=',
    'location= pool=',
    'location= private-cloud=',
    'location= private-connection=',
    'location= product=',
    'location= provider= workforce-pool=',
    'location= provider= workload-identity-pool=',
    'location= queue= response-view=',
    'location= recommender=',
    'location= region= zone=',
    'location= release-channel-setting=',
    'location= report-config=',
    'location= repository=',
    'location= resource-bundle=',
    'location= response-policy=',
    'location= restore-channel=',
    'location= restore-plan=',
    'location= restore= restore-plan=',
    'location= revision-id=',
    'location= scope=',
    'location= secret=',
    'location= service=',
    'location= show-cluster-status',
    'location= show-cluster-upgrade show-linked-cluster-upgrade',
    'location= stream=',
    'location= subject= workforce-pool=',
    'location= taxonomy=',
    'location= tree',
    'location= type= zone=',
    'location= uri=',
    'location= view=',
    'location= volume=',
    'location= wasm-plugin=',
    'location= workflow=',
    'location= workforce-pool=',
    'location= workload-identity-pool=',
    'location= zone=',
    'log-filter=',
    'log-filter= region=',
    'max-size= most-recent-per-job-type region=',
    'metadata-filter= show-all-metadata show-build-details show-deployment show-image-basis show-package-vulnerability',
    'metadata-filter= show-all-metadata show-build-details show-deployment show-image-basis show-package-vulnerability show-provenance show-sbom-references',
    'model= region=',
    'name=',
    'names= scope=',
    'namespace= region=',
    'nat= region= router=',
    'network= service=',
    'organization=',
    'organization= parent=',
    'organization= revision= verbose',
    'organization= security-policy=',
    'organization= sub-folder=',
    'organization= verbose',
    'organization= zone=',
    'platform=',
    'policy=',
    'provider=',
    'raw',
    'region=',
    'region= resize-request= zone=',
    'region= router=',
    'region= security-policy=',
    'region= show-nat-ips',
    'region= spoke=',
    'region= tensorboard-experiment-id= tensorboard-id=',
    'region= tensorboard-experiment-id= tensorboard-id= tensorboard-run-id=',
    'region= tensorboard-id=',
    'region= v2',
    'region= vlan-key=',
    'region= volume=',
    'region= zone=',
    'resize-request= zone=',
    'scan-config=',
    'scope=',
    'service=',
    'show-linked-cluster-upgrade',
    'source= source-display-name=',
    'summarize',
    'transaction-file=',
    'transaction-file= zone=',
    'view= zone=',
    'zone=',
]
_TABLE = """\
access-approval	0
access-approval requests	0
access-approval requests get	0
access-approval requests list	215
access-approval service-account	0
access-approval service-account get	409
access-approval settings	0
access-approval settings get	409
access-context-manager	0
access-context-manager authorized-orgs	0
access-context-manager authorized-orgs describe	540
access-context-manager authorized-orgs list	344
access-context-manager cloud-bindings	0
access-context-manager cloud-bindings describe	80
access-context-manager cloud-bindings list	336
access-context-manager levels	0
access-context-manager levels conditions	0
access-context-manager levels conditions list	459
access-context-manager levels describe	540
access-context-manager levels list	344
access-context-manager perimeters	0
access-context-manager perimeters describe	540
access-context-manager perimeters dry-run	0
access-context-manager perimeters dry-run describe	540
access-context-manager perimeters dry-run list	344
access-context-manager perimeters list	344
access-context-manager policies	0
access-context-manager policies describe	0
access-context-manager policies get-iam-policy	380
access-context-manager policies list	336
access-context-manager supported-services	0
access-context-manager supported-services describe	0
access-context-manager supported-services list	380
active-directory	0
active-directory domains	0
active-directory domains backups	0
active-directory domains backups describe	177
active-directory domains backups list	178
active-directory domains describe	0
active-directory domains describe-ldaps-settings	0
active-directory domains get-iam-policy	380
active-directory domains list	380
active-directory domains trusts	0
active-directory operations	0
active-directory operations describe	0
active-directory operations list	380
active-directory peerings	0
active-directory peerings describe	0
active-directory peerings list	385
ai	0
ai custom-jobs	0
ai custom-jobs describe	543
ai custom-jobs list	361
ai endpoints	0
ai endpoints describe	543
ai endpoints list	265
ai hp-tuning-jobs	0
ai hp-tuning-jobs describe	543
ai hp-tuning-jobs list	361
ai index-endpoints	0
ai index-endpoints describe	543
ai index-endpoints list	361
ai indexes	0
ai indexes describe	543
ai indexes list	361
ai model-garden	0
ai model-garden models	0
ai model-garden models list	88
ai model-garden models list-deployment-config	235
ai model-monitoring-jobs	0
ai model-monitoring-jobs describe	543
ai model-monitoring-jobs list	361
ai models	0
ai models describe	543
ai models list	361
ai models list-version	361
ai operations	0
ai operations describe	435
ai persistent-resources	0
ai persistent-resources describe	543
ai persistent-resources list	361
ai tensorboards	0
ai tensorboards describe	543
ai tensorboards list	361
ai-platform	0
ai-platform jobs	0
ai-platform jobs describe	562
ai-platform jobs list	385
ai-platform jobs submit	0
ai-platform local	0
ai-platform models	0
ai-platform models describe	543
ai-platform models get-iam-policy	357
ai-platform models list	361
ai-platform operations	0
ai-platform operations describe	543
ai-platform operations list	361
ai-platform versions	0
ai-platform versions describe	526
ai-platform versions list	325
alloydb	0
alloydb backups	0
alloydb backups describe	543
alloydb backups list	361
alloydb clusters	0
alloydb clusters describe	543
alloydb clusters list	361
alloydb instances	0
alloydb instances describe	107
alloydb instances list	101
alloydb operations	0
alloydb operations describe	543
alloydb operations list	101
alloydb users	0
alloydb users list	101
alpha	0
alpha access-approval	0
alpha access-approval requests	0
alpha access-approval requests get	0
alpha access-approval requests list	215
alpha access-approval settings	0
alpha access-approval settings get	409
alpha access-context-manager	0
alpha access-context-manager authorized-orgs	0
alpha access-context-manager authorized-orgs describe	540
alpha access-context-manager authorized-orgs list	344
alpha access-context-manager cloud-bindings	0
alpha access-context-manager cloud-bindings describe	80
alpha access-context-manager cloud-bindings list	336
alpha access-context-manager levels	0
alpha access-context-manager levels conditions	0
alpha access-context-manager levels conditions list	459
alpha access-context-manager levels config	0
alpha access-context-manager levels describe	540
alpha access-context-manager levels list	344
alpha access-context-manager perimeters	0
alpha access-context-manager perimeters config	0
alpha access-context-manager perimeters describe	540
alpha access-context-manager perimeters dry-run	0
alpha access-context-manager perimeters dry-run describe	540
alpha access-context-manager perimeters dry-run list	344
alpha access-context-manager perimeters list	344
alpha access-context-manager policies	0
alpha access-context-manager policies config	0
alpha access-context-manager policies describe	0
alpha access-context-manager policies get-iam-policy	380
alpha access-context-manager policies list	336
alpha access-context-manager supported-services	0
alpha access-context-manager supported-services describe	0
alpha access-context-manager supported-services list	380
alpha active-directory	0
alpha active-directory domains	0
alpha active-directory domains backups	0
alpha active-directory domains backups describe	177
alpha active-directory domains backups list	178
alpha active-directory domains describe	0
alpha active-directory domains describe-ldaps-settings	0
alpha active-directory domains get-iam-policy	380
alpha active-directory domains list	380
alpha active-directory domains migration	0
alpha active-directory domains sql-integrations	0
alpha active-directory domains sql-integrations describe	177
alpha active-directory domains sql-integrations list	178
alpha active-directory domains trusts	0
alpha active-directory operations	0
alpha active-directory operations describe	0
alpha active-directory operations list	380
alpha active-directory peerings	0
alpha active-directory peerings describe	0
alpha active-directory peerings list	385
alpha ai	0
alpha ai custom-jobs	0
alpha ai custom-jobs describe	543
alpha ai custom-jobs list	361
alpha ai endpoints	0
alpha ai endpoints describe	543
alpha ai endpoints list	219
alpha ai hp-tuning-jobs	0
alpha ai hp-tuning-jobs describe	543
alpha ai hp-tuning-jobs list	361
alpha ai index-endpoints	0
alpha ai index-endpoints describe	543
alpha ai index-endpoints list	361
alpha ai indexes	0
alpha ai indexes describe	543
alpha ai indexes list	361
alpha ai model-garden	0
alpha ai model-garden models	0
alpha ai model-garden models list	88
alpha ai model-garden models list-deployment-config	235
alpha ai model-monitoring-jobs	0
alpha ai model-monitoring-jobs describe	543
alpha ai model-monitoring-jobs list	361
alpha ai models	0
alpha ai models describe	543
alpha ai models list	361
alpha ai models list-version	361
alpha ai operations	0
alpha ai operations describe	435
alpha ai persistent-resources	0
alpha ai persistent-resources describe	543
alpha ai persistent-resources list	361
alpha ai tensorboard-experiments	0
alpha ai tensorboard-experiments describe	551
alpha ai tensorboard-experiments list	361
alpha ai tensorboard-runs	0
alpha ai tensorboard-runs describe	549
alpha ai tensorboard-runs list	360
alpha ai tensorboard-time-series	0
alpha ai tensorboard-time-series describe	550
alpha ai tensorboard-time-series list	359
alpha ai tensorboard-time-series read	399
alpha ai tensorboards	0
alpha ai tensorboards describe	543
alpha ai tensorboards list	361
alpha ai-platform	0
alpha ai-platform jobs	0
alpha ai-platform jobs describe	562
alpha ai-platform jobs list	385
alpha ai-platform jobs submit	0
alpha ai-platform local	0
alpha ai-platform locations	0
alpha ai-platform locations describe	543
alpha ai-platform locations list	385
alpha ai-platform models	0
alpha ai-platform models describe	543
alpha ai-platform models get-iam-policy	357
alpha ai-platform models list	361
alpha ai-platform operations	0
alpha ai-platform operations describe	543
alpha ai-platform operations list	361
alpha ai-platform versions	0
alpha ai-platform versions describe	526
alpha ai-platform versions list	325
alpha alloydb	0
alpha alloydb backups	0
alpha alloydb backups describe	543
alpha alloydb backups list	361
alpha alloydb clusters	0
alpha alloydb clusters describe	543
alpha alloydb clusters list	361
alpha alloydb instances	0
alpha alloydb instances describe	107
alpha alloydb instances list	101
alpha alloydb operations	0
alpha alloydb operations describe	543
alpha alloydb operations list	101
alpha alloydb users	0
alpha alloydb users list	101
alpha anthos	0
alpha anthos auth	0
alpha anthos config	0
alpha anthos config controller	0
alpha anthos config controller describe	468
alpha anthos config controller list	217
alpha anthos config operations	0
alpha anthos config operations describe	468
alpha anthos config operations list	308
alpha api-gateway	0
alpha api-gateway api-configs	0
alpha api-gateway api-configs describe	23
alpha api-gateway api-configs list	22
alpha api-gateway apis	0
alpha api-gateway apis describe	0
alpha api-gateway apis get-iam-policy	380
alpha api-gateway apis list	380
alpha api-gateway gateways	0
alpha api-gateway gateways describe	468
alpha api-gateway gateways get-iam-policy	308
alpha api-gateway gateways list	308
alpha api-gateway operations	0
alpha api-gateway operations describe	468
alpha api-gateway operations list	283
alpha apigee	0
alpha apigee apis	0
alpha apigee apis describe	534
alpha apigee apis list	337
alpha apigee applications	0
alpha apigee applications describe	532
alpha apigee applications list	175
alpha apigee archives	0
alpha apigee archives describe	197
alpha apigee archives list	194
alpha apigee deployments	0
alpha apigee deployments describe	21
alpha apigee deployments list	20
alpha apigee developers	0
alpha apigee developers describe	532
alpha apigee developers list	337
alpha apigee environments	0
alpha apigee environments describe	532
alpha apigee environments list	337
alpha apigee operations	0
alpha apigee operations describe	532
alpha apigee operations list	337
alpha apigee organizations	0
alpha apigee organizations list	385
alpha apigee products	0
alpha apigee products describe	532
alpha apigee products list	337
alpha app	0
alpha app domain-mappings	0
alpha app domain-mappings describe	0
alpha app domain-mappings list	385
alpha app ssl-certificates	0
alpha app ssl-certificates describe	0
alpha app ssl-certificates list	385
alpha apphub	0
alpha apphub applications	0
alpha apphub applications describe	468
alpha apphub applications get-iam-policy	308
alpha apphub applications list	313
alpha apphub applications services	0
alpha apphub applications services describe	26
alpha apphub applications services list	25
alpha apphub applications workloads	0
alpha apphub applications workloads describe	26
alpha apphub applications workloads list	25
alpha apphub discovered-services	0
alpha apphub discovered-services describe	468
alpha apphub discovered-services list	313
alpha apphub discovered-services lookup	513
alpha apphub discovered-workloads	0
alpha apphub discovered-workloads describe	468
alpha apphub discovered-workloads list	313
alpha apphub discovered-workloads lookup	513
alpha apphub locations	0
alpha apphub locations describe	0
alpha apphub locations list	385
alpha apphub operations	0
alpha apphub operations describe	468
alpha apphub operations list	313
alpha apphub service-projects	0
alpha apphub service-projects describe	468
alpha apphub service-projects list	313
alpha apphub service-projects lookup	0
alpha artifacts	0
alpha artifacts apt	0
alpha artifacts docker	0
alpha artifacts docker images	0
alpha artifacts docker images describe	525
alpha artifacts docker images list	241
alpha artifacts docker tags	0
alpha artifacts docker tags list	380
alpha artifacts files	0
alpha artifacts files list	282
alpha artifacts generic	0
alpha artifacts go	0
alpha artifacts locations	0
alpha artifacts locations list	380
alpha artifacts operations	0
alpha artifacts operations describe	468
alpha artifacts packages	0
alpha artifacts packages list	295
alpha artifacts print-settings	0
alpha artifacts repositories	0
alpha artifacts repositories config	0
alpha artifacts repositories describe	468
alpha artifacts repositories get-iam-policy	308
alpha artifacts repositories list	308
alpha artifacts settings	0
alpha artifacts settings describe	0
alpha artifacts tags	0
alpha artifacts tags list	281
alpha artifacts versions	0
alpha artifacts versions list	281
alpha artifacts vpcsc-config	0
alpha artifacts vpcsc-config describe	468
alpha artifacts yum	0
alpha asset	0
alpha asset feeds	0
alpha asset feeds describe	409
alpha asset feeds list	409
alpha asset list	29
alpha asset operations	0
alpha asset operations describe	0
alpha asset saved-queries	0
alpha asset saved-queries describe	409
alpha asset saved-queries list	409
alpha assured	0
alpha assured operations	0
alpha assured operations describe	479
alpha assured operations list	279
alpha assured workloads	0
alpha assured workloads describe	479
alpha assured workloads list	279
alpha assured workloads violations	0
alpha assured workloads violations describe	481
alpha assured workloads violations list	280
alpha audit-manager	0
alpha audit-manager audit-reports	0
alpha audit-manager audit-scopes	0
alpha audit-manager enrollments	0
alpha audit-manager operations	0
alpha audit-manager operations describe	406
alpha auth	0
alpha auth application-default	0
alpha auth enterprise-certificate-config	0
alpha auth enterprise-certificate-config create	0
alpha auth list	203
alpha backup-dr	0
alpha backup-dr backup-plan-associations	0
alpha backup-dr backup-plan-associations describe	468
alpha backup-dr backup-plan-associations list	313
alpha backup-dr backup-plan-revisions	0
alpha backup-dr backup-plan-revisions describe	60
alpha backup-dr backup-plan-revisions list	48
alpha backup-dr backup-plans	0
alpha backup-dr backup-plans describe	468
alpha backup-dr backup-plans list	313
alpha backup-dr backup-vaults	0
alpha backup-dr backup-vaults describe	468
alpha backup-dr backup-vaults list	313
alpha backup-dr backups	0
alpha backup-dr backups describe	52
alpha backup-dr backups list	51
alpha backup-dr backups restore	0
alpha backup-dr data-sources	0
alpha backup-dr data-sources describe	54
alpha backup-dr data-sources list	53
alpha backup-dr locations	0
alpha backup-dr locations list	385
alpha backup-dr management-servers	0
alpha backup-dr management-servers describe	468
alpha backup-dr management-servers list	313
alpha backup-dr operations	0
alpha backup-dr operations describe	468
alpha backup-dr operations list	313
alpha backup-dr resource-backup-config	0
alpha backup-dr resource-backup-config list	313
alpha batch	0
alpha batch jobs	0
alpha batch jobs describe	468
alpha batch jobs list	308
alpha batch resource-allowances	0
alpha batch resource-allowances describe	468
alpha batch resource-allowances list	308
alpha batch tasks	0
alpha batch tasks describe	447
alpha batch tasks list	254
alpha beyondcorp	0
alpha beyondcorp app	0
alpha beyondcorp app connections	0
alpha beyondcorp app connections describe	468
alpha beyondcorp app connections list	308
alpha beyondcorp app connectors	0
alpha beyondcorp app connectors describe	174
alpha beyondcorp app connectors list	308
alpha beyondcorp app operations	0
alpha beyondcorp app operations describe	468
alpha beyondcorp app operations list	308
alpha bigtable	0
alpha bigtable app-profiles	0
alpha bigtable app-profiles config	0
alpha bigtable app-profiles describe	436
alpha bigtable app-profiles list	248
alpha bigtable authorized-views	0
alpha bigtable authorized-views describe	443
alpha bigtable authorized-views get-iam-policy	246
alpha bigtable authorized-views list	247
alpha bigtable backups	0
alpha bigtable backups describe	102
alpha bigtable backups get-iam-policy	94
alpha bigtable backups list	95
alpha bigtable clusters	0
alpha bigtable clusters describe	436
alpha bigtable clusters list	249
alpha bigtable hot-tablets	0
alpha bigtable hot-tablets list	186
alpha bigtable instances	0
alpha bigtable instances config	0
alpha bigtable instances describe	0
alpha bigtable instances get-iam-policy	380
alpha bigtable instances list	385
alpha bigtable instances tables	0
alpha bigtable instances tables config	0
alpha bigtable instances tables describe	444
alpha bigtable instances tables get-iam-policy	245
alpha bigtable instances tables list	249
alpha bigtable logical-views	0
alpha bigtable logical-views describe	436
alpha bigtable logical-views list	248
alpha bigtable materialized-views	0
alpha bigtable materialized-views describe	436
alpha bigtable materialized-views list	248
alpha bigtable operations	0
alpha bigtable operations describe	0
alpha bigtable operations list	248
alpha bigtable tables	0
alpha bigtable tables config	0
alpha bigtable tables describe	444
alpha bigtable tables get-iam-policy	245
alpha bigtable tables list	249
alpha billing	0
alpha billing accounts	0
alpha billing accounts describe	0
alpha billing accounts get-iam-policy	380
alpha billing accounts list	385
alpha billing accounts projects	0
alpha billing accounts projects describe	0
alpha billing accounts projects list	73
alpha billing budgets	0
alpha billing budgets describe	61
alpha billing budgets list	73
alpha billing projects	0
alpha billing projects describe	0
alpha billing projects list	73
alpha blockchain-node-engine	0
alpha blockchain-node-engine locations	0
alpha blockchain-node-engine locations describe	0
alpha blockchain-node-engine locations list	380
alpha blockchain-node-engine nodes	0
alpha blockchain-node-engine nodes describe	468
alpha blockchain-node-engine nodes list	313
alpha blockchain-node-engine operations	0
alpha blockchain-node-engine operations describe	468
alpha blockchain-node-engine operations list	313
alpha blockchain-validator	0
alpha blockchain-validator blockchain-validator-configs	0
alpha blockchain-validator blockchain-validator-configs describe	468
alpha blockchain-validator blockchain-validator-configs list	313
alpha blockchain-validator operations	0
alpha blockchain-validator operations describe	468
alpha blockchain-validator operations list	313
alpha bms	0
alpha bms instances	0
alpha bms instances describe	543
alpha bms instances list	389
alpha bms networks	0
alpha bms networks describe	543
alpha bms networks list	389
alpha bms networks list-ip-reservations	389
alpha bms nfs-shares	0
alpha bms nfs-shares describe	543
alpha bms nfs-shares list	389
alpha bms os-images	0
alpha bms os-images describe	543
alpha bms os-images list	264
alpha bms serial-console-ssh-keys	0
alpha bms serial-console-ssh-keys list	264
alpha bms ssh-keys	0
alpha bms ssh-keys list	264
alpha bms volumes	0
alpha bms volumes describe	543
alpha bms volumes list	389
alpha bms volumes luns	0
alpha bms volumes luns describe	554
alpha bms volumes luns list	390
alpha bms volumes snapshots	0
alpha bms volumes snapshots describe	554
alpha bms volumes snapshots list	390
alpha bq	0
alpha bq datasets	0
alpha bq datasets config	0
alpha bq datasets describe	0
alpha bq datasets list	16
alpha bq jobs	0
alpha bq jobs config	0
alpha bq jobs describe	0
alpha bq jobs list	375
alpha bq migration-workflows	0
alpha bq migration-workflows describe	468
alpha bq migration-workflows list	313
alpha bq tables	0
alpha bq tables config	0
alpha bq tables describe	154
alpha bq tables list	157
alpha builds	0
alpha builds connections	0
alpha builds connections create	0
alpha builds connections describe	543
alpha builds connections get-iam-policy	357
alpha builds connections list	361
alpha builds connections update	0
alpha builds describe	543
alpha builds enterprise-config	0
alpha builds enterprise-config bitbucketserver	0
alpha builds enterprise-config bitbucketserver describe	543
alpha builds enterprise-config bitbucketserver list	361
alpha builds enterprise-config github	0
alpha builds enterprise-config github describe	543
alpha builds enterprise-config github list	361
alpha builds enterprise-config gitlab	0
alpha builds enterprise-config gitlab describe	543
alpha builds enterprise-config gitlab list	361
alpha builds list	331
alpha builds repositories	0
alpha builds repositories describe	127
alpha builds repositories list	125
alpha builds triggers	0
alpha builds triggers config	0
alpha builds triggers create	0
alpha builds triggers describe	543
alpha builds triggers list	361
alpha builds triggers update	0
alpha builds worker-pools	0
alpha builds worker-pools describe	423
alpha builds worker-pools list	222
alpha certificate-manager	0
alpha certificate-manager certificates	0
alpha certificate-manager certificates describe	468
alpha certificate-manager certificates list	313
alpha certificate-manager dns-authorizations	0
alpha certificate-manager dns-authorizations describe	468
alpha certificate-manager dns-authorizations list	313
alpha certificate-manager issuance-configs	0
alpha certificate-manager issuance-configs describe	468
alpha certificate-manager issuance-configs list	313
alpha certificate-manager maps	0
alpha certificate-manager maps describe	468
alpha certificate-manager maps entries	0
alpha certificate-manager maps entries describe	471
alpha certificate-manager maps entries list	267
alpha certificate-manager maps list	313
alpha certificate-manager operations	0
alpha certificate-manager operations describe	468
alpha certificate-manager operations list	313
alpha certificate-manager trust-configs	0
alpha certificate-manager trust-configs describe	468
alpha certificate-manager trust-configs list	313
alpha cloud-shell	0
alpha cloudlocationfinder	0
alpha cloudlocationfinder cloud-locations	0
alpha cloudlocationfinder cloud-locations describe	468
alpha cloudlocationfinder cloud-locations list	318
alpha cloudlocationfinder cloud-locations search	462
alpha code	0
alpha composer	0
alpha composer environments	0
alpha composer environments describe	468
alpha composer environments list	320
alpha composer environments list-packages	511
alpha composer environments list-upgrades	308
alpha composer environments list-workloads	468
alpha composer environments snapshots	0
alpha composer environments storage	0
alpha composer environments storage dags	0
alpha composer environments storage dags list	196
alpha composer environments storage data	0
alpha composer environments storage data list	196
alpha composer environments storage plugins	0
alpha composer environments storage plugins list	196
alpha composer environments user-workloads-config-maps	0
alpha composer environments user-workloads-config-maps describe	196
alpha composer environments user-workloads-config-maps list	196
alpha composer environments user-workloads-secrets	0
alpha composer environments user-workloads-secrets describe	196
alpha composer environments user-workloads-secrets list	196
alpha composer operations	0
alpha composer operations describe	468
alpha composer operations list	320
alpha compute	0
alpha compute accelerator-types	0
alpha compute accelerator-types describe	566
alpha compute accelerator-types list	385
alpha compute addresses	0
alpha compute addresses config	0
alpha compute addresses describe	425
alpha compute addresses list	224
alpha compute advice	0
alpha compute backend-buckets	0
alpha compute backend-buckets config	0
alpha compute backend-buckets describe	425
alpha compute backend-buckets get-iam-policy	380
alpha compute backend-buckets list	351
alpha compute backend-services	0
alpha compute backend-services describe	425
alpha compute backend-services get-iam-policy	228
alpha compute backend-services list	224
alpha compute backend-services list-usable	228
alpha compute commitments	0
alpha compute commitments describe	543
alpha compute commitments list	349
alpha compute diagnose	0
alpha compute disk-settings	0
alpha compute disk-settings describe	555
alpha compute disk-types	0
alpha compute disk-types describe	555
alpha compute disk-types list	350
alpha compute disks	0
alpha compute disks bulk	0
alpha compute disks config	0
alpha compute disks describe	555
alpha compute disks get-iam-policy	388
alpha compute disks list	350
alpha compute external-vpn-gateways	0
alpha compute external-vpn-gateways describe	0
alpha compute external-vpn-gateways list	385
alpha compute firewall-policies	0
alpha compute firewall-policies associations	0
alpha compute firewall-policies associations list	216
alpha compute firewall-policies describe	532
alpha compute firewall-policies list	210
alpha compute firewall-policies list-rules	335
alpha compute firewall-policies mirroring-rules	0
alpha compute firewall-policies mirroring-rules describe	403
alpha compute firewall-policies rules	0
alpha compute firewall-policies rules describe	403
alpha compute firewall-rules	0
alpha compute firewall-rules config	0
alpha compute firewall-rules describe	0
alpha compute firewall-rules list	351
alpha compute forwarding-rules	0
alpha compute forwarding-rules config	0
alpha compute forwarding-rules describe	425
alpha compute forwarding-rules list	224
alpha compute future-reservations	0
alpha compute future-reservations describe	566
alpha compute future-reservations list	385
alpha compute health-checks	0
alpha compute health-checks create	0
alpha compute health-checks describe	425
alpha compute health-checks list	223
alpha compute health-checks update	0
alpha compute http-health-checks	0
alpha compute http-health-checks describe	0
alpha compute http-health-checks list	351
alpha compute https-health-checks	0
alpha compute https-health-checks describe	0
alpha compute https-health-checks list	351
alpha compute images	0
alpha compute images describe	0
alpha compute images describe-from-family	566
alpha compute images get-iam-policy	380
alpha compute images list	236
alpha compute images packages	0
alpha compute images packages list	238
alpha compute images vulnerabilities	0
alpha compute images vulnerabilities describe-note	0
alpha compute images vulnerabilities list	237
alpha compute instance-groups	0
alpha compute instance-groups describe	555
alpha compute instance-groups list	350
alpha compute instance-groups list-instances	348
alpha compute instance-groups managed	0
alpha compute instance-groups managed all-instances-config	0
alpha compute instance-groups managed describe	555
alpha compute instance-groups managed describe-instance	442
alpha compute instance-groups managed instance-configs	0
alpha compute instance-groups managed instance-configs list	364
alpha compute instance-groups managed list	350
alpha compute instance-groups managed list-errors	363
alpha compute instance-groups managed list-instances	363
alpha compute instance-groups managed resize-requests	0
alpha compute instance-groups managed resize-requests describe	544
alpha compute instance-groups managed resize-requests list	363
alpha compute instance-groups managed rolling-action	0
alpha compute instance-groups unmanaged	0
alpha compute instance-groups unmanaged describe	566
alpha compute instance-groups unmanaged list	354
alpha compute instance-groups unmanaged list-instances	353
alpha compute instance-templates	0
alpha compute instance-templates describe	426
alpha compute instance-templates get-iam-policy	380
alpha compute instance-templates list	225
alpha compute instances	0
alpha compute instances bulk	0
alpha compute instances config	0
alpha compute instances describe	430
alpha compute instances get-iam-policy	388
alpha compute instances list	352
alpha compute instances network-interfaces	0
alpha compute instances ops-agents	0
alpha compute instances ops-agents policies	0
alpha compute instances ops-agents policies describe	0
alpha compute instances ops-agents policies list	385
alpha compute instances os-inventory	0
alpha compute instances os-inventory describe	566
alpha compute instances os-inventory list-instances	250
alpha compute instances vulnerabilities	0
alpha compute instances vulnerabilities list	243
alpha compute instant-snapshot-groups	0
alpha compute instant-snapshot-groups describe	555
alpha compute instant-snapshot-groups list	365
alpha compute instant-snapshots	0
alpha compute instant-snapshots describe	555
alpha compute instant-snapshots list	350
alpha compute interconnects	0
alpha compute interconnects application-awareness	0
alpha compute interconnects attachments	0
alpha compute interconnects attachments dedicated	0
alpha compute interconnects attachments describe	543
alpha compute interconnects attachments groups	0
alpha compute interconnects attachments groups describe	0
alpha compute interconnects attachments groups list	385
alpha compute interconnects attachments l2-forwarding	0
alpha compute interconnects attachments l2-forwarding describe-mapping	553
alpha compute interconnects attachments l2-forwarding list-mapping	361
alpha compute interconnects attachments list	385
alpha compute interconnects attachments partner	0
alpha compute interconnects cross-site-networks	0
alpha compute interconnects cross-site-networks describe	0
alpha compute interconnects cross-site-networks list	385
alpha compute interconnects describe	0
alpha compute interconnects groups	0
alpha compute interconnects groups describe	0
alpha compute interconnects groups list	385
alpha compute interconnects list	385
alpha compute interconnects locations	0
alpha compute interconnects locations describe	0
alpha compute interconnects locations list	385
alpha compute interconnects macsec	0
alpha compute interconnects remote-locations	0
alpha compute interconnects remote-locations describe	0
alpha compute interconnects remote-locations list	385
alpha compute interconnects wire-groups	0
alpha compute interconnects wire-groups describe	134
alpha compute interconnects wire-groups list	135
alpha compute machine-images	0
alpha compute machine-images describe	0
alpha compute machine-images get-iam-policy	380
alpha compute machine-images list	385
alpha compute machine-types	0
alpha compute machine-types describe	566
alpha compute machine-types list	354
alpha compute network-attachments	0
alpha compute network-attachments describe	543
alpha compute network-attachments list	349
alpha compute network-edge-security-services	0
alpha compute network-edge-security-services describe	543
alpha compute network-edge-security-services list	385
alpha compute network-endpoint-groups	0
alpha compute network-endpoint-groups describe	427
alpha compute network-endpoint-groups list	226
alpha compute network-endpoint-groups list-network-endpoints	229
alpha compute network-firewall-policies	0
alpha compute network-firewall-policies associations	0
alpha compute network-firewall-policies describe	425
alpha compute network-firewall-policies list	224
alpha compute network-firewall-policies mirroring-rules	0
alpha compute network-firewall-policies mirroring-rules describe	402
alpha compute network-firewall-policies rules	0
alpha compute network-firewall-policies rules describe	401
alpha compute network-profiles	0
alpha compute network-profiles describe	0
alpha compute network-profiles list	385
alpha compute networks	0
alpha compute networks describe	0
alpha compute networks list	351
alpha compute networks list-ip-addresses	384
alpha compute networks list-ip-owners	251
alpha compute networks peerings	0
alpha compute networks peerings list	329
alpha compute networks peerings list-routes	176
alpha compute networks subnets	0
alpha compute networks subnets config	0
alpha compute networks subnets describe	543
alpha compute networks subnets get-iam-policy	357
alpha compute networks subnets list	328
alpha compute networks subnets list-usable	372
alpha compute operations	0
alpha compute operations describe	427
alpha compute operations list	226
alpha compute org-security-policies	0
alpha compute org-security-policies associations	0
alpha compute org-security-policies associations list	216
alpha compute org-security-policies describe	532
alpha compute org-security-policies list	210
alpha compute org-security-policies list-rules	335
alpha compute org-security-policies rules	0
alpha compute org-security-policies rules describe	535
alpha compute os-config	0
alpha compute os-config instance-os-policies-compliances	0
alpha compute os-config instance-os-policies-compliances describe	468
alpha compute os-config instance-os-policies-compliances list	313
alpha compute os-config inventories	0
alpha compute os-config inventories describe	514
alpha compute os-config inventories list	314
alpha compute os-config os-policy-assignment-reports	0
alpha compute os-config os-policy-assignment-reports describe	440
alpha compute os-config os-policy-assignment-reports list	32
alpha compute os-config os-policy-assignments	0
alpha compute os-config os-policy-assignments describe	468
alpha compute os-config os-policy-assignments list	313
alpha compute os-config os-policy-assignments list-revisions	313
alpha compute os-config os-policy-assignments operations	0
alpha compute os-config os-policy-assignments operations describe	482
alpha compute os-config policy-orchestrators	0
alpha compute os-config policy-orchestrators describe	409
alpha compute os-config policy-orchestrators list	216
alpha compute os-config vulnerability-reports	0
alpha compute os-config vulnerability-reports describe	468
alpha compute os-config vulnerability-reports list	313
alpha compute os-login	0
alpha compute os-login describe-profile	0
alpha compute os-login ssh-keys	0
alpha compute os-login ssh-keys describe	448
alpha compute os-login ssh-keys list	380
alpha compute packet-mirrorings	0
alpha compute packet-mirrorings describe	543
alpha compute packet-mirrorings list	349
alpha compute preview-features	0
alpha compute preview-features describe	0
alpha compute preview-features list	385
alpha compute project-info	0
alpha compute project-info describe	0
alpha compute project-zonal-metadata	0
alpha compute project-zonal-metadata describe	566
alpha compute public-advertised-prefixes	0
alpha compute public-advertised-prefixes describe	0
alpha compute public-advertised-prefixes list	385
alpha compute public-delegated-prefixes	0
alpha compute public-delegated-prefixes delegated-sub-prefixes	0
alpha compute public-delegated-prefixes describe	425
alpha compute public-delegated-prefixes list	385
alpha compute queued-resources	0
alpha compute queued-resources describe	566
alpha compute queued-resources list	354
alpha compute regions	0
alpha compute regions describe	0
alpha compute regions list	351
alpha compute reservations	0
alpha compute reservations blocks	0
alpha compute reservations blocks describe	83
alpha compute reservations blocks list	387
alpha compute reservations describe	566
alpha compute reservations get-iam-policy	388
alpha compute reservations list	385
alpha compute reservations sub-blocks	0
alpha compute reservations sub-blocks describe	82
alpha compute reservations sub-blocks list	81
alpha compute resource-policies	0
alpha compute resource-policies create	0
alpha compute resource-policies create vm-maintenance	0
alpha compute resource-policies describe	543
alpha compute resource-policies get-iam-policy	357
alpha compute resource-policies list	385
alpha compute resource-policies update	0
alpha compute routers	0
alpha compute routers describe	543
alpha compute routers list	349
alpha compute routers list-bgp-routes	12
alpha compute routers list-route-policies	361
alpha compute routers nats	0
alpha compute routers nats describe	545
alpha compute routers nats list	545
alpha compute routers nats rules	0
alpha compute routers nats rules describe	530
alpha compute routers nats rules list	530
alpha compute routes	0
alpha compute routes describe	0
alpha compute routes list	351
alpha compute security-policies	0
alpha compute security-policies describe	425
alpha compute security-policies list	224
alpha compute security-policies list-preconfigured-expression-sets	380
alpha compute security-policies rules	0
alpha compute security-policies rules describe	546
alpha compute service-attachments	0
alpha compute service-attachments describe	547
alpha compute service-attachments list	349
alpha compute shared-vpc	0
alpha compute shared-vpc associated-projects	0
alpha compute shared-vpc associated-projects list	385
alpha compute shared-vpc list-associated-resources	385
alpha compute shared-vpc organizations	0
alpha compute shared-vpc organizations list-host-projects	385
alpha compute snapshot-groups	0
alpha compute snapshot-groups describe	0
alpha compute snapshot-groups list	385
alpha compute snapshot-settings	0
alpha compute snapshot-settings describe	543
alpha compute snapshots	0
alpha compute snapshots describe	425
alpha compute snapshots get-iam-policy	380
alpha compute snapshots list	224
alpha compute sole-tenancy	0
alpha compute sole-tenancy node-groups	0
alpha compute sole-tenancy node-groups describe	566
alpha compute sole-tenancy node-groups get-iam-policy	388
alpha compute sole-tenancy node-groups list	374
alpha compute sole-tenancy node-groups list-nodes	388
alpha compute sole-tenancy node-templates	0
alpha compute sole-tenancy node-templates describe	543
alpha compute sole-tenancy node-templates get-iam-policy	357
alpha compute sole-tenancy node-templates list	385
alpha compute sole-tenancy node-types	0
alpha compute sole-tenancy node-types describe	566
alpha compute sole-tenancy node-types list	385
alpha compute ssl-certificates	0
alpha compute ssl-certificates describe	425
alpha compute ssl-certificates list	224
alpha compute ssl-policies	0
alpha compute ssl-policies config	0
alpha compute ssl-policies describe	425
alpha compute ssl-policies list	224
alpha compute ssl-policies list-available-features	361
alpha compute storage-pool-types	0
alpha compute storage-pool-types describe	566
alpha compute storage-pool-types list	380
alpha compute storage-pools	0
alpha compute storage-pools describe	566
alpha compute storage-pools get-iam-policy	388
alpha compute storage-pools list	380
alpha compute storage-pools list-disks	566
alpha compute target-grpc-proxies	0
alpha compute target-grpc-proxies config	0
alpha compute target-grpc-proxies describe	0
alpha compute target-grpc-proxies list	351
alpha compute target-http-proxies	0
alpha compute target-http-proxies config	0
alpha compute target-http-proxies describe	425
alpha compute target-http-proxies list	224
alpha compute target-https-proxies	0
alpha compute target-https-proxies config	0
alpha compute target-https-proxies describe	425
alpha compute target-https-proxies list	224
alpha compute target-instances	0
alpha compute target-instances config	0
alpha compute target-instances describe	566
alpha compute target-instances list	354
alpha compute target-pools	0
alpha compute target-pools config	0
alpha compute target-pools describe	543
alpha compute target-pools list	349
alpha compute target-ssl-proxies	0
alpha compute target-ssl-proxies config	0
alpha compute target-ssl-proxies describe	0
alpha compute target-ssl-proxies list	385
alpha compute target-tcp-proxies	0
alpha compute target-tcp-proxies config	0
alpha compute target-tcp-proxies describe	425
alpha compute target-tcp-proxies list	224
alpha compute target-vpn-gateways	0
alpha compute target-vpn-gateways config	0
alpha compute target-vpn-gateways describe	543
alpha compute target-vpn-gateways list	349
alpha compute tpus	0
alpha compute tpus accelerator-types	0
alpha compute tpus accelerator-types describe	566
alpha compute tpus accelerator-types list	388
alpha compute tpus describe	566
alpha compute tpus execution-groups	0
alpha compute tpus execution-groups describe	566
alpha compute tpus execution-groups list	387
alpha compute tpus list	387
alpha compute tpus locations	0
alpha compute tpus locations describe	0
alpha compute tpus locations list	380
alpha compute tpus queued-resources	0
alpha compute tpus queued-resources describe	566
alpha compute tpus queued-resources list	387
alpha compute tpus reservations	0
alpha compute tpus reservations list	387
alpha compute tpus topologies	0
alpha compute tpus topologies list	388
alpha compute tpus tpu-vm	0
alpha compute tpus tpu-vm accelerator-types	0
alpha compute tpus tpu-vm accelerator-types describe	566
alpha compute tpus tpu-vm accelerator-types list	388
alpha compute tpus tpu-vm describe	566
alpha compute tpus tpu-vm list	387
alpha compute tpus tpu-vm service-identity	0
alpha compute tpus tpu-vm versions	0
alpha compute tpus tpu-vm versions describe	566
alpha compute tpus tpu-vm versions list	388
alpha compute tpus versions	0
alpha compute tpus versions describe	566
alpha compute tpus versions list	388
alpha compute url-maps	0
alpha compute url-maps config	0
alpha compute url-maps describe	425
alpha compute url-maps list	224
alpha compute url-maps list-cdn-cache-invalidations	424
alpha compute vpn-gateways	0
alpha compute vpn-gateways config	0
alpha compute vpn-gateways describe	543
alpha compute vpn-gateways list	349
alpha compute vpn-tunnels	0
alpha compute vpn-tunnels config	0
alpha compute vpn-tunnels describe	543
alpha compute vpn-tunnels list	349
alpha compute zones	0
alpha compute zones describe	0
alpha compute zones list	351
alpha config	0
alpha config configurations	0
alpha config configurations describe	14
alpha config configurations list	392
alpha config get	0
alpha config list	17
alpha container	0
alpha container ai	0
alpha container ai profiles	0
alpha container ai profiles accelerators	0
alpha container ai profiles accelerators list	321
alpha container ai profiles manifests	0
alpha container ai profiles model-and-server-combinations	0
alpha container ai profiles model-and-server-combinations list	323
alpha container ai profiles model-server-versions	0
alpha container ai profiles model-server-versions list	324
alpha container ai profiles model-servers	0
alpha container ai profiles model-servers list	326
alpha container ai profiles models	0
alpha container ai profiles models list	385
alpha container ai recommender	0
alpha container ai recommender accelerators	0
alpha container ai recommender accelerators list	321
alpha container ai recommender manifests	0
alpha container ai recommender model-and-server-combinations	0
alpha container ai recommender model-and-server-combinations list	323
alpha container ai recommender model-server-versions	0
alpha container ai recommender model-server-versions list	324
alpha container ai recommender model-servers	0
alpha container ai recommender model-servers list	326
alpha container ai recommender models	0
alpha container ai recommender models list	385
alpha container attached	0
alpha container attached clusters	0
alpha container attached clusters describe	468
alpha container attached clusters list	313
alpha container attached operations	0
alpha container attached operations describe	468
alpha container attached operations list	313
alpha container aws	0
alpha container aws clusters	0
alpha container aws clusters describe	468
alpha container aws clusters list	313
alpha container aws node-pools	0
alpha container aws node-pools describe	103
alpha container aws node-pools list	98
alpha container aws operations	0
alpha container aws operations describe	468
alpha container aws operations list	313
alpha container azure	0
alpha container azure clients	0
alpha container azure clients describe	468
alpha container azure clients list	313
alpha container azure clusters	0
alpha container azure clusters describe	468
alpha container azure clusters list	313
alpha container azure node-pools	0
alpha container azure node-pools describe	103
alpha container azure node-pools list	98
alpha container azure operations	0
alpha container azure operations describe	468
alpha container azure operations list	313
alpha container backup-restore	0
alpha container backup-restore backup-channels	0
alpha container backup-restore backup-channels describe	468
alpha container backup-restore backup-channels list	313
alpha container backup-restore backup-plan-bindings	0
alpha container backup-restore backup-plan-bindings describe	42
alpha container backup-restore backup-plan-bindings list	41
alpha container backup-restore backup-plans	0
alpha container backup-restore backup-plans describe	468
alpha container backup-restore backup-plans get-iam-policy	308
alpha container backup-restore backup-plans list	313
alpha container backup-restore backups	0
alpha container backup-restore backups describe	49
alpha container backup-restore backups get-iam-policy	47
alpha container backup-restore backups list	48
alpha container backup-restore locations	0
alpha container backup-restore locations describe	0
alpha container backup-restore locations list	385
alpha container backup-restore operations	0
alpha container backup-restore operations describe	468
alpha container backup-restore operations list	313
alpha container backup-restore restore-channels	0
alpha container backup-restore restore-channels describe	468
alpha container backup-restore restore-channels list	313
alpha container backup-restore restore-plan-bindings	0
alpha container backup-restore restore-plan-bindings describe	499
alpha container backup-restore restore-plan-bindings list	299
alpha container backup-restore restore-plans	0
alpha container backup-restore restore-plans describe	468
alpha container backup-restore restore-plans get-iam-policy	308
alpha container backup-restore restore-plans list	313
alpha container backup-restore restores	0
alpha container backup-restore restores describe	500
alpha container backup-restore restores get-iam-policy	300
alpha container backup-restore restores list	301
alpha container backup-restore volume-backups	0
alpha container backup-restore volume-backups describe	56
alpha container backup-restore volume-backups list	55
alpha container backup-restore volume-restores	0
alpha container backup-restore volume-restores describe	501
alpha container backup-restore volume-restores list	302
alpha container bare-metal	0
alpha container bare-metal admin-clusters	0
alpha container bare-metal admin-clusters describe	468
alpha container bare-metal admin-clusters list	313
alpha container bare-metal clusters	0
alpha container bare-metal clusters describe	468
alpha container bare-metal clusters list	313
alpha container bare-metal node-pools	0
alpha container bare-metal node-pools describe	103
alpha container bare-metal node-pools list	98
alpha container bare-metal operations	0
alpha container bare-metal operations describe	468
alpha container bare-metal operations list	313
alpha container bare-metal standalone-clusters	0
alpha container bare-metal standalone-clusters describe	468
alpha container bare-metal standalone-clusters list	313
alpha container binauthz	0
alpha container binauthz attestations	0
alpha container binauthz attestations list	27
alpha container binauthz attestors	0
alpha container binauthz attestors describe	0
alpha container binauthz attestors get-iam-policy	385
alpha container binauthz attestors list	385
alpha container binauthz attestors public-keys	0
alpha container binauthz continuous-validation	0
alpha container binauthz continuous-validation describe	0
alpha container binauthz policy	0
alpha container binauthz policy describe	539
alpha container binauthz policy get-iam-policy	385
alpha container binauthz policy list	385
alpha container clusters	493
alpha container clusters config	493
alpha container clusters describe	493
alpha container clusters list	292
alpha container fleet	0
alpha container fleet cloudrun	0
alpha container fleet cloudrun describe	0
alpha container fleet clusterupgrade	0
alpha container fleet clusterupgrade describe	560
alpha container fleet config-management	0
alpha container fleet config-management version	385
alpha container fleet dataplane-v2-encryption	0
alpha container fleet dataplane-v2-encryption describe	0
alpha container fleet describe	0
alpha container fleet features	0
alpha container fleet features list	313
alpha container fleet fleetobservability	0
alpha container fleet fleetobservability describe	0
alpha container fleet identity-service	0
alpha container fleet identity-service describe	385
alpha container fleet ingress	0
alpha container fleet ingress describe	0
alpha container fleet list	337
alpha container fleet memberships	0
alpha container fleet memberships bindings	0
alpha container fleet memberships bindings describe	472
alpha container fleet memberships bindings list	268
alpha container fleet memberships describe	468
alpha container fleet memberships list	313
alpha container fleet memberships support-access	0
alpha container fleet memberships support-access describe	468
alpha container fleet mesh	0
alpha container fleet mesh debug	0
alpha container fleet mesh describe	0
alpha container fleet multi-cluster-services	0
alpha container fleet multi-cluster-services describe	0
alpha container fleet namespaceactuation	0
alpha container fleet namespaceactuation describe	0
alpha container fleet operations	0
alpha container fleet operations describe	468
alpha container fleet operations list	313
alpha container fleet packages	0
alpha container fleet packages describe	506
alpha container fleet packages list	313
alpha container fleet packages resource-bundles	0
alpha container fleet packages resource-bundles describe	468
alpha container fleet packages resource-bundles list	313
alpha container fleet packages resource-bundles releases	0
alpha container fleet packages resource-bundles releases describe	497
alpha container fleet packages resource-bundles releases list	297
alpha container fleet packages rollouts	0
alpha container fleet packages rollouts describe	404
alpha container fleet packages rollouts list	204
alpha container fleet policycontroller	0
alpha container fleet policycontroller content	0
alpha container fleet policycontroller content bundles	0
alpha container fleet policycontroller content templates	0
alpha container fleet policycontroller deployment	0
alpha container fleet policycontroller describe	18
alpha container fleet rbacrolebindingactuation	0
alpha container fleet rbacrolebindingactuation describe	0
alpha container fleet scopes	0
alpha container fleet scopes describe	507
alpha container fleet scopes get-iam-policy	380
alpha container fleet scopes list	385
alpha container fleet scopes list-app-operator-bindings	385
alpha container fleet scopes list-memberships	385
alpha container fleet scopes namespaces	0
alpha container fleet scopes namespaces describe	558
alpha container fleet scopes namespaces list	370
alpha container fleet scopes rbacrolebindings	0
alpha container fleet scopes rbacrolebindings describe	503
alpha container fleet scopes rbacrolebindings list	370
alpha container fleet service-directory	0
alpha container fleet service-directory describe	0
alpha container fleet workload-identity	0
alpha container fleet workload-identity describe	0
alpha container fleet workload-identity scope-tenancy-pool	0
alpha container hub	0
alpha container hub cloudrun	0
alpha container hub cloudrun describe	0
alpha container hub clusterupgrade	0
alpha container hub clusterupgrade describe	560
alpha container hub config-management	0
alpha container hub config-management version	385
alpha container hub dataplane-v2-encryption	0
alpha container hub dataplane-v2-encryption describe	0
alpha container hub describe	0
alpha container hub features	0
alpha container hub features list	313
alpha container hub fleetobservability	0
alpha container hub fleetobservability describe	0
alpha container hub identity-service	0
alpha container hub identity-service describe	385
alpha container hub ingress	0
alpha container hub ingress describe	0
alpha container hub list	337
alpha container hub memberships	0
alpha container hub memberships bindings	0
alpha container hub memberships bindings describe	472
alpha container hub memberships bindings list	268
alpha container hub memberships describe	468
alpha container hub memberships list	313
alpha container hub memberships support-access	0
alpha container hub memberships support-access describe	468
alpha container hub mesh	0
alpha container hub mesh debug	0
alpha container hub mesh describe	0
alpha container hub multi-cluster-services	0
alpha container hub multi-cluster-services describe	0
alpha container hub namespaceactuation	0
alpha container hub namespaceactuation describe	0
alpha container hub operations	0
alpha container hub operations describe	468
alpha container hub operations list	313
alpha container hub packages	0
alpha container hub packages describe	506
alpha container hub packages list	313
alpha container hub packages resource-bundles	0
alpha container hub packages resource-bundles describe	468
alpha container hub packages resource-bundles list	313
alpha container hub packages resource-bundles releases	0
alpha container hub packages resource-bundles releases describe	497
alpha container hub packages resource-bundles releases list	297
alpha container hub packages rollouts	0
alpha container hub packages rollouts describe	404
alpha container hub packages rollouts list	204
alpha container hub policycontroller	0
alpha container hub policycontroller content	0
alpha container hub policycontroller content bundles	0
alpha container hub policycontroller content templates	0
alpha container hub policycontroller deployment	0
alpha container hub policycontroller describe	18
alpha container hub rbacrolebindingactuation	0
alpha container hub rbacrolebindingactuation describe	0
alpha container hub scopes	0
alpha container hub scopes describe	507
alpha container hub scopes get-iam-policy	380
alpha container hub scopes list	385
alpha container hub scopes list-app-operator-bindings	385
alpha container hub scopes list-memberships	385
alpha container hub scopes namespaces	0
alpha container hub scopes namespaces describe	558
alpha container hub scopes namespaces list	370
alpha container hub scopes rbacrolebindings	0
alpha container hub scopes rbacrolebindings describe	503
alpha container hub scopes rbacrolebindings list	370
alpha container hub service-directory	0
alpha container hub service-directory describe	0
alpha container hub workload-identity	0
alpha container hub workload-identity describe	0
alpha container hub workload-identity scope-tenancy-pool	0
alpha container images	0
alpha container images describe	524
alpha container images list	367
alpha container images list-tags	330
alpha container node-pools	493
alpha container node-pools config	493
alpha container node-pools describe	105
alpha container node-pools list	97
alpha container operations	493
alpha container operations describe	493
alpha container operations list	293
alpha container subnets	0
alpha container subnets list-usable	327
alpha container vmware	0
alpha container vmware admin-clusters	0
alpha container vmware admin-clusters describe	468
alpha container vmware admin-clusters list	313
alpha container vmware clusters	0
alpha container vmware clusters describe	468
alpha container vmware clusters list	313
alpha container vmware node-pools	0
alpha container vmware node-pools describe	103
alpha container vmware node-pools list	98
alpha container vmware operations	0
alpha container vmware operations describe	468
alpha container vmware operations list	313
alpha data-catalog	0
alpha data-catalog crawler-runs	0
alpha data-catalog crawler-runs describe	131
alpha data-catalog crawler-runs list	385
alpha data-catalog crawlers	0
alpha data-catalog crawlers describe	0
alpha data-catalog crawlers list	385
alpha data-catalog entries	0
alpha data-catalog entries describe	190
alpha data-catalog entries list	189
alpha data-catalog entries lookup	0
alpha data-catalog entry-groups	0
alpha data-catalog entry-groups describe	468
alpha data-catalog entry-groups get-iam-policy	308
alpha data-catalog entry-groups list	313
alpha data-catalog search	434
alpha data-catalog tag-templates	0
alpha data-catalog tag-templates describe	468
alpha data-catalog tag-templates fields	0
alpha data-catalog tag-templates fields enum-values	0
alpha data-catalog tag-templates get-iam-policy	308
alpha data-catalog tags	0
alpha data-catalog tags list	191
alpha data-catalog taxonomies	0
alpha data-catalog taxonomies describe	468
alpha data-catalog taxonomies get-iam-policy	308
alpha data-catalog taxonomies list	313
alpha data-catalog taxonomies policy-tags	0
alpha data-catalog taxonomies policy-tags describe	510
alpha data-catalog taxonomies policy-tags get-iam-policy	311
alpha data-catalog taxonomies policy-tags list	312
alpha database-migration	0
alpha database-migration connection-profiles	0
alpha database-migration connection-profiles create	0
alpha database-migration connection-profiles describe	543
alpha database-migration connection-profiles list	361
alpha database-migration migration-jobs	0
alpha database-migration migration-jobs describe	543
alpha database-migration migration-jobs list	361
alpha database-migration operations	0
alpha database-migration operations describe	543
alpha database-migration operations list	361
alpha dataflow	0
alpha dataflow jobs	0
alpha dataflow jobs config	0
alpha dataflow logs	0
alpha dataflow logs list	13
alpha dataflow metrics	0
alpha dataflow metrics list	89
alpha dataflow snapshots	0
alpha dataflow snapshots describe	543
alpha dataflow snapshots list	446
alpha dataplex	0
alpha dataplex aspect-types	0
alpha dataplex aspect-types describe	468
alpha dataplex aspect-types get-iam-policy	308
alpha dataplex aspect-types list	313
alpha dataplex assets	0
alpha dataplex assets actions	0
alpha dataplex assets actions list	30
alpha dataplex assets describe	456
alpha dataplex assets get-iam-policy	263
alpha dataplex assets list	262
alpha dataplex content	0
alpha dataplex content describe	455
alpha dataplex content get-iam-policy	259
alpha dataplex content list	261
alpha dataplex data-attribute-bindings	0
alpha dataplex data-attribute-bindings describe	468
alpha dataplex data-attribute-bindings get-iam-policy	308
alpha dataplex data-attribute-bindings list	313
alpha dataplex data-taxonomies	0
alpha dataplex data-taxonomies attributes	0
alpha dataplex data-taxonomies attributes describe	142
alpha dataplex data-taxonomies attributes get-iam-policy	140
alpha dataplex data-taxonomies attributes list	141
alpha dataplex data-taxonomies describe	468
alpha dataplex data-taxonomies get-iam-policy	308
alpha dataplex data-taxonomies list	313
alpha dataplex datascans	0
alpha dataplex datascans create	0
alpha dataplex datascans describe	514
alpha dataplex datascans get-iam-policy	308
alpha dataplex datascans jobs	0
alpha dataplex datascans jobs describe	153
alpha dataplex datascans jobs list	152
alpha dataplex datascans list	313
alpha dataplex datascans update	0
alpha dataplex encryption-config	0
alpha dataplex encryption-config describe	479
alpha dataplex entries	0
alpha dataplex entries describe	28
alpha dataplex entries list	189
alpha dataplex entries lookup	28
alpha dataplex entries search	465
alpha dataplex entry-groups	0
alpha dataplex entry-groups describe	468
alpha dataplex entry-groups get-iam-policy	308
alpha dataplex entry-groups list	313
alpha dataplex entry-links	0
alpha dataplex entry-links describe	192
alpha dataplex entry-types	0
alpha dataplex entry-types describe	468
alpha dataplex entry-types get-iam-policy	308
alpha dataplex entry-types list	313
alpha dataplex environments	0
alpha dataplex environments describe	453
alpha dataplex environments get-iam-policy	259
alpha dataplex environments list	261
alpha dataplex environments sessions	0
alpha dataplex environments sessions list	193
alpha dataplex glossaries	0
alpha dataplex glossaries categories	0
alpha dataplex glossaries categories describe	428
alpha dataplex glossaries categories list	230
alpha dataplex glossaries describe	468
alpha dataplex glossaries get-iam-policy	308
alpha dataplex glossaries list	313
alpha dataplex glossaries terms	0
alpha dataplex glossaries terms describe	428
alpha dataplex glossaries terms list	230
alpha dataplex lakes	0
alpha dataplex lakes actions	0
alpha dataplex lakes actions list	261
alpha dataplex lakes describe	468
alpha dataplex lakes get-iam-policy	308
alpha dataplex lakes list	313
alpha dataplex metadata-jobs	0
alpha dataplex metadata-jobs describe	468
alpha dataplex metadata-jobs list	313
alpha dataplex tasks	0
alpha dataplex tasks describe	453
alpha dataplex tasks get-iam-policy	259
alpha dataplex tasks jobs	0
alpha dataplex tasks jobs describe	454
alpha dataplex tasks jobs list	260
alpha dataplex tasks list	261
alpha dataplex zones	0
alpha dataplex zones actions	0
alpha dataplex zones actions list	262
alpha dataplex zones describe	453
alpha dataplex zones get-iam-policy	259
alpha dataplex zones list	261
alpha dataproc	0
alpha dataproc autoscaling-policies	0
alpha dataproc autoscaling-policies describe	543
alpha dataproc autoscaling-policies get-iam-policy	543
alpha dataproc autoscaling-policies list	361
alpha dataproc clusters	0
alpha dataproc clusters describe	543
alpha dataproc clusters get-iam-policy	357
alpha dataproc clusters gke	0
alpha dataproc clusters list	357
alpha dataproc jobs	0
alpha dataproc jobs describe	543
alpha dataproc jobs get-iam-policy	357
alpha dataproc jobs list	100
alpha dataproc jobs submit	34
alpha dataproc node-groups	0
alpha dataproc node-groups describe	106
alpha dataproc operations	0
alpha dataproc operations describe	543
alpha dataproc operations get-iam-policy	357
alpha dataproc operations list	100
alpha dataproc workflow-templates	0
alpha dataproc workflow-templates add-job	0
alpha dataproc workflow-templates describe	543
alpha dataproc workflow-templates get-iam-policy	543
alpha dataproc workflow-templates list	357
alpha datastore	0
alpha datastore indexes	0
alpha datastore indexes describe	0
alpha datastore indexes list	385
alpha datastore operations	0
alpha datastore operations describe	0
alpha datastore operations list	385
alpha deploy	0
alpha deploy automation-runs	0
alpha deploy automation-runs describe	163
alpha deploy automation-runs list	161
alpha deploy automations	0
alpha deploy automations describe	163
alpha deploy automations list	161
alpha deploy custom-target-types	0
alpha deploy custom-target-types describe	543
alpha deploy custom-target-types get-iam-policy	357
alpha deploy custom-target-types list	361
alpha deploy delivery-pipelines	0
alpha deploy delivery-pipelines describe	543
alpha deploy delivery-pipelines get-iam-policy	357
alpha deploy delivery-pipelines list	361
alpha deploy deploy-policies	0
alpha deploy deploy-policies describe	543
alpha deploy deploy-policies get-iam-policy	357
alpha deploy job-runs	0
alpha deploy job-runs describe	165
alpha deploy job-runs list	159
alpha deploy releases	0
alpha deploy releases describe	163
alpha deploy releases list	161
alpha deploy rollouts	0
alpha deploy rollouts describe	164
alpha deploy rollouts list	160
alpha deploy targets	0
alpha deploy targets describe	162
alpha deploy targets get-iam-policy	357
alpha deploy targets list	361
alpha deployment-manager	0
alpha deployment-manager deployments	0
alpha deployment-manager deployments describe	0
alpha deployment-manager deployments list	379
alpha deployment-manager manifests	0
alpha deployment-manager manifests describe	167
alpha deployment-manager manifests list	170
alpha deployment-manager operations	0
alpha deployment-manager operations describe	0
alpha deployment-manager operations list	379
alpha deployment-manager resources	167
alpha deployment-manager resources describe	167
alpha deployment-manager resources list	170
alpha deployment-manager type-providers	0
alpha deployment-manager type-providers describe	0
alpha deployment-manager type-providers list	385
alpha deployment-manager types	0
alpha deployment-manager types describe	541
alpha deployment-manager types list	346
alpha developer-connect	0
alpha developer-connect account-connectors	0
alpha developer-connect account-connectors describe	468
alpha developer-connect account-connectors list	313
alpha developer-connect connections	0
alpha developer-connect connections describe	468
alpha developer-connect connections git-repository-links	0
alpha developer-connect connections git-repository-links describe	126
alpha developer-connect connections git-repository-links list	124
alpha developer-connect connections list	313
alpha developer-connect insights-configs	0
alpha developer-connect insights-configs describe	468
alpha developer-connect insights-configs list	313
alpha developer-connect operations	0
alpha developer-connect operations describe	468
alpha developer-connect operations list	313
alpha dialogflow	0
alpha dialogflow agent	0
alpha dialogflow agent describe	0
alpha dialogflow entity-types	0
alpha dialogflow entity-types describe	0
alpha dialogflow entity-types list	385
alpha dialogflow intents	0
alpha dialogflow intents describe	0
alpha dialogflow intents list	385
alpha dlp	0
alpha dlp datasources	0
alpha dlp datasources bigquery	0
alpha dlp datasources datastore	0
alpha dlp datasources gcs	0
alpha dlp images	0
alpha dlp job-triggers	0
alpha dlp job-triggers describe	0
alpha dlp job-triggers list	385
alpha dlp jobs	0
alpha dlp jobs describe	0
alpha dlp jobs list	253
alpha dlp text	0
alpha dns	0
alpha dns dns-keys	0
alpha dns dns-keys describe	566
alpha dns dns-keys list	394
alpha dns managed-zones	0
alpha dns managed-zones config	0
alpha dns managed-zones describe	468
alpha dns managed-zones get-iam-policy	0
alpha dns managed-zones list	313
alpha dns operations	0
alpha dns operations describe	566
alpha dns operations list	395
alpha dns policies	0
alpha dns policies config	0
alpha dns policies describe	0
alpha dns policies list	385
alpha dns project-info	0
alpha dns project-info describe	0
alpha dns record-sets	0
alpha dns record-sets changes	0
alpha dns record-sets changes describe	566
alpha dns record-sets changes list	381
alpha dns record-sets describe	512
alpha dns record-sets list	269
alpha dns record-sets transaction	563
alpha dns record-sets transaction describe	564
alpha dns response-policies	0
alpha dns response-policies describe	468
alpha dns response-policies list	313
alpha dns response-policies rules	0
alpha dns response-policies rules describe	498
alpha dns response-policies rules list	313
alpha domains	0
alpha domains registrations	0
alpha domains registrations authorization-code	0
alpha domains registrations authorization-code get	0
alpha domains registrations configure	0
alpha domains registrations describe	0
alpha domains registrations google-domains-dns	0
alpha domains registrations list	385
alpha domains registrations operations	0
alpha domains registrations operations describe	0
alpha domains registrations operations list	385
alpha edge-cache	0
alpha edge-cache keysets	0
alpha edge-cache keysets describe	468
alpha edge-cache keysets list	385
alpha edge-cache operations	0
alpha edge-cache operations describe	0
alpha edge-cache operations list	385
alpha edge-cache origins	0
alpha edge-cache origins describe	468
alpha edge-cache origins list	385
alpha edge-cache services	0
alpha edge-cache services describe	468
alpha edge-cache services list	385
alpha edge-cloud	0
alpha edge-cloud container	0
alpha edge-cloud container clusters	0
alpha edge-cloud container clusters describe	468
alpha edge-cloud container clusters list	313
alpha edge-cloud container clusters node-pools	0
alpha edge-cloud container clusters node-pools describe	103
alpha edge-cloud container clusters node-pools list	98
alpha edge-cloud container machines	0
alpha edge-cloud container machines describe	468
alpha edge-cloud container machines list	313
alpha edge-cloud container operations	0
alpha edge-cloud container operations describe	468
alpha edge-cloud container regions	0
alpha edge-cloud container regions describe	0
alpha edge-cloud container regions list	385
alpha edge-cloud container vpn-connections	0
alpha edge-cloud container vpn-connections describe	468
alpha edge-cloud container vpn-connections list	313
alpha edge-cloud container zones	0
alpha edge-cloud container zones describe	0
alpha edge-cloud container zones list	380
alpha edge-cloud networking	0
alpha edge-cloud networking interconnects	0
alpha edge-cloud networking interconnects attachments	0
alpha edge-cloud networking interconnects attachments dedicated	0
alpha edge-cloud networking interconnects attachments describe	520
alpha edge-cloud networking interconnects attachments list	317
alpha edge-cloud networking interconnects describe	520
alpha edge-cloud networking interconnects list	317
alpha edge-cloud networking networks	0
alpha edge-cloud networking networks describe	520
alpha edge-cloud networking networks list	317
alpha edge-cloud networking operations	0
alpha edge-cloud networking operations describe	468
alpha edge-cloud networking routers	0
alpha edge-cloud networking routers describe	520
alpha edge-cloud networking routers list	317
alpha edge-cloud networking subnets	0
alpha edge-cloud networking subnets describe	520
alpha edge-cloud networking subnets list	317
alpha edge-cloud networking zones	0
alpha emulators	0
alpha emulators bigtable	0
alpha emulators datastore	137
alpha emulators firestore	0
alpha emulators pubsub	137
alpha emulators spanner	0
alpha endpoints	0
alpha endpoints configs	0
alpha endpoints configs describe	559
alpha endpoints configs list	373
alpha endpoints operations	0
alpha endpoints operations describe	0
alpha endpoints operations list	373
alpha endpoints quota	0
alpha endpoints quota list	128
alpha endpoints services	0
alpha endpoints services describe	0
alpha endpoints services get-iam-policy	380
alpha endpoints services list	380
alpha essential-contacts	0
alpha essential-contacts describe	409
alpha essential-contacts list	214
alpha filestore	0
alpha filestore backups	0
alpha filestore backups describe	543
alpha filestore backups list	361
alpha filestore instances	0
alpha filestore instances describe	493
alpha filestore instances list	292
alpha filestore locations	0
alpha filestore locations describe	0
alpha filestore locations list	385
alpha filestore operations	0
alpha filestore operations describe	520
alpha filestore operations list	317
alpha filestore regions	0
alpha filestore regions list	385
alpha filestore snapshots	0
alpha filestore snapshots describe	555
alpha filestore snapshots list	363
alpha filestore zones	0
alpha filestore zones list	385
alpha firebase	0
alpha firebase test	0
alpha firebase test android	0
alpha firebase test android list-device-capacities	380
alpha firebase test android locales	0
alpha firebase test android locales describe	0
alpha firebase test android locales list	380
alpha firebase test android models	0
alpha firebase test android models describe	0
alpha firebase test android models list	380
alpha firebase test android versions	0
alpha firebase test android versions describe	0
alpha firebase test android versions list	380
alpha firebase test ios	0
alpha firebase test ios list-device-capacities	380
alpha firebase test ios locales	0
alpha firebase test ios locales describe	0
alpha firebase test ios locales list	380
alpha firebase test ios models	0
alpha firebase test ios models describe	0
alpha firebase test ios models list	380
alpha firebase test ios versions	0
alpha firebase test ios versions describe	0
alpha firebase test ios versions list	380
alpha firebase test ip-blocks	0
alpha firebase test ip-blocks list	380
alpha firebase test network-profiles	0
alpha firebase test network-profiles describe	0
alpha firebase test network-profiles list	380
alpha firestore	0
alpha firestore backups	0
alpha firestore backups describe	59
alpha firestore backups list	313
alpha firestore backups schedules	0
alpha firestore backups schedules describe	50
alpha firestore backups schedules list	149
alpha firestore databases	0
alpha firestore databases describe	144
alpha firestore databases list	376
alpha firestore fields	0
alpha firestore fields ttls	0
alpha firestore fields ttls list	114
alpha firestore indexes	0
alpha firestore indexes composite	0
alpha firestore indexes composite describe	144
alpha firestore indexes composite list	149
alpha firestore indexes fields	0
alpha firestore indexes fields describe	113
alpha firestore indexes fields list	114
alpha firestore locations	0
alpha firestore locations describe	468
alpha firestore locations list	385
alpha firestore operations	0
alpha firestore operations describe	144
alpha firestore operations list	149
alpha firestore user-creds	0
alpha firestore user-creds describe	144
alpha firestore user-creds list	149
alpha functions	0
alpha functions describe	552
alpha functions event-types	0
alpha functions event-types list	422
alpha functions get-iam-policy	361
alpha functions list	366
alpha functions local	0
alpha functions logs	0
alpha functions logs read	185
alpha functions regions	0
alpha functions regions list	221
alpha functions runtimes	0
alpha functions runtimes list	361
alpha gemini-cloud-assist	0
alpha gemini-cloud-assist investigations	0
alpha gemini-cloud-assist investigations get-iam-policy	543
alpha genomics	0
alpha genomics operations	0
alpha genomics operations describe	0
alpha genomics operations list	264
alpha genomics pipelines	0
alpha healthcare	0
alpha healthcare consent-stores	0
alpha healthcare consent-stores describe	158
alpha healthcare consent-stores get-iam-policy	155
alpha healthcare consent-stores list	156
alpha healthcare datasets	0
alpha healthcare datasets describe	468
alpha healthcare datasets get-iam-policy	308
alpha healthcare datasets list	313
alpha healthcare dicom-stores	0
alpha healthcare dicom-stores describe	158
alpha healthcare dicom-stores export	0
alpha healthcare dicom-stores get-iam-policy	155
alpha healthcare dicom-stores import	0
alpha healthcare dicom-stores list	156
alpha healthcare fhir-stores	0
alpha healthcare fhir-stores describe	158
alpha healthcare fhir-stores export	0
alpha healthcare fhir-stores get-iam-policy	155
alpha healthcare fhir-stores import	0
alpha healthcare fhir-stores list	156
alpha healthcare hl7v2-stores	0
alpha healthcare hl7v2-stores describe	158
alpha healthcare hl7v2-stores export	0
alpha healthcare hl7v2-stores get-iam-policy	155
alpha healthcare hl7v2-stores import	0
alpha healthcare hl7v2-stores list	156
alpha healthcare nlp	0
alpha healthcare operations	0
alpha healthcare operations describe	158
alpha healthcare operations list	156
alpha help	380
alpha iam	0
alpha iam list-grantable-roles	400
alpha iam list-testable-permissions	202
alpha iam oauth-clients	0
alpha iam oauth-clients credentials	0
alpha iam oauth-clients credentials describe	478
alpha iam oauth-clients credentials list	275
alpha iam oauth-clients describe	468
alpha iam oauth-clients list	305
alpha iam policies	0
alpha iam policies get	37
alpha iam policies list	36
alpha iam roles	0
alpha iam roles describe	532
alpha iam roles list	339
alpha iam service-accounts	0
alpha iam service-accounts config	0
alpha iam service-accounts describe	0
alpha iam service-accounts get-iam-policy	380
alpha iam service-accounts keys	0
alpha iam service-accounts keys config	0
alpha iam service-accounts keys list	133
alpha iam service-accounts list	393
alpha iam workforce-pools	0
alpha iam workforce-pools describe	468
alpha iam workforce-pools list	277
alpha iam workforce-pools operations	0
alpha iam workforce-pools operations describe	518
alpha iam workforce-pools providers	0
alpha iam workforce-pools providers describe	518
alpha iam workforce-pools providers keys	0
alpha iam workforce-pools providers keys describe	489
alpha iam workforce-pools providers keys list	289
alpha iam workforce-pools providers keys operations	0
alpha iam workforce-pools providers keys operations describe	449
alpha iam workforce-pools providers list	306
alpha iam workforce-pools providers operations	0
alpha iam workforce-pools providers operations describe	489
alpha iam workload-identity-pools	0
alpha iam workload-identity-pools describe	468
alpha iam workload-identity-pools list	305
alpha iam workload-identity-pools operations	0
alpha iam workload-identity-pools operations describe	519
alpha iam workload-identity-pools providers	0
alpha iam workload-identity-pools providers describe	519
alpha iam workload-identity-pools providers list	307
alpha iam workload-identity-pools providers operations	0
alpha iam workload-identity-pools providers operations describe	490
alpha iap	0
alpha iap oauth-brands	0
alpha iap oauth-brands describe	0
alpha iap oauth-brands list	380
alpha iap oauth-clients	0
alpha iap oauth-clients describe	84
alpha iap oauth-clients list	380
alpha iap settings	0
alpha iap settings get	411
alpha iap tcp	0
alpha iap tcp dest-groups	0
alpha iap tcp dest-groups describe	543
alpha iap tcp dest-groups get-iam-policy	173
alpha iap tcp dest-groups list	357
alpha iap web	0
alpha iap web get-iam-policy	355
alpha identity	0
alpha identity groups	0
alpha identity groups config	0
alpha identity groups describe	0
alpha identity groups memberships	0
alpha identity groups memberships describe	429
alpha identity groups memberships list	231
alpha identity groups search	452
alpha ids	0
alpha ids endpoints	0
alpha ids endpoints describe	566
alpha ids endpoints list	385
alpha ids operations	0
alpha ids operations describe	566
alpha ids operations list	387
alpha immersive-stream	0
alpha immersive-stream xr	0
alpha immersive-stream xr contents	0
alpha immersive-stream xr contents describe	468
alpha immersive-stream xr contents list	313
alpha immersive-stream xr instances	0
alpha immersive-stream xr instances describe	468
alpha immersive-stream xr instances list	313
alpha immersive-stream xr operations	0
alpha immersive-stream xr operations describe	468
alpha immersive-stream xr operations list	313
alpha kms	0
alpha kms autokey-config	0
alpha kms autokey-config describe	405
alpha kms ekm-config	0
alpha kms ekm-config describe	468
alpha kms ekm-config get-iam-policy	308
alpha kms ekm-connections	0
alpha kms ekm-connections describe	468
alpha kms ekm-connections get-iam-policy	308
alpha kms ekm-connections list	313
alpha kms import-jobs	0
alpha kms import-jobs describe	39
alpha kms import-jobs get-iam-policy	257
alpha kms import-jobs list	258
alpha kms inventory	0
alpha kms inventory list-keys	385
alpha kms key-handles	0
alpha kms key-handles describe	468
alpha kms key-handles list	298
alpha kms keyrings	0
alpha kms keyrings config	0
alpha kms keyrings describe	468
alpha kms keyrings get-iam-policy	308
alpha kms keyrings list	313
alpha kms keys	0
alpha kms keys config	0
alpha kms keys describe	451
alpha kms keys get-iam-policy	257
alpha kms keys list	258
alpha kms keys versions	0
alpha kms keys versions describe	38
alpha kms keys versions list	256
alpha kms locations	0
alpha kms locations list	385
alpha lifesciences	0
alpha lifesciences locations	0
alpha lifesciences locations describe	0
alpha lifesciences locations list	385
alpha lifesciences operations	0
alpha lifesciences operations describe	468
alpha lifesciences operations list	313
alpha lifesciences pipelines	0
alpha logging	0
alpha logging buckets	0
alpha logging buckets describe	76
alpha logging buckets list	70
alpha logging links	0
alpha logging links describe	65
alpha logging links list	63
alpha logging locations	0
alpha logging locations describe	78
alpha logging locations list	71
alpha logging logs	0
alpha logging logs list	85
alpha logging metrics	0
alpha logging metrics describe	0
alpha logging metrics list	392
alpha logging operations	0
alpha logging operations describe	76
alpha logging operations list	75
alpha logging read	64
alpha logging resource-descriptors	0
alpha logging resource-descriptors list	392
alpha logging settings	0
alpha logging settings describe	78
alpha logging sinks	0
alpha logging sinks describe	78
alpha logging sinks list	72
alpha logging tail	62
alpha logging views	0
alpha logging views describe	65
alpha logging views list	63
alpha looker	0
alpha looker backups	0
alpha looker backups describe	441
alpha looker backups list	244
alpha looker instances	0
alpha looker instances describe	543
alpha looker instances list	361
alpha looker operations	0
alpha looker operations describe	543
alpha looker operations list	361
alpha looker regions	0
alpha looker regions list	385
alpha lustre	0
alpha lustre instances	0
alpha lustre instances describe	468
alpha lustre instances list	313
alpha lustre operations	0
alpha lustre operations describe	468
alpha lustre operations list	313
alpha managed-flink	0
alpha managed-flink deployments	0
alpha managed-flink deployments describe	468
alpha managed-flink deployments list	380
alpha managed-flink jobs	0
alpha managed-flink jobs describe	468
alpha managed-flink jobs list	380
alpha managed-kafka	0
alpha managed-kafka acls	0
alpha managed-kafka acls describe	103
alpha managed-kafka acls list	319
alpha managed-kafka clusters	0
alpha managed-kafka clusters describe	417
alpha managed-kafka clusters list	308
alpha managed-kafka connect-clusters	0
alpha managed-kafka connect-clusters describe	468
alpha managed-kafka connect-clusters list	308
alpha managed-kafka connectors	0
alpha managed-kafka connectors describe	123
alpha managed-kafka connectors list	122
alpha managed-kafka consumer-groups	0
alpha managed-kafka consumer-groups describe	103
alpha managed-kafka consumer-groups list	308
alpha managed-kafka operations	0
alpha managed-kafka operations describe	468
alpha managed-kafka operations list	308
alpha managed-kafka schema-registries	0
alpha managed-kafka schema-registries describe	468
alpha managed-kafka schema-registries list	308
alpha managed-kafka schema-registries subject	0
alpha managed-kafka schema-registries subject describe	130
alpha managed-kafka topics	0
alpha managed-kafka topics describe	103
alpha managed-kafka topics list	308
alpha memcache	0
alpha memcache instances	0
alpha memcache instances config	0
alpha memcache instances describe	543
alpha memcache instances list	361
alpha memcache operations	0
alpha memcache operations describe	543
alpha memcache operations list	361
alpha memcache regions	0
alpha memcache regions describe	0
alpha memcache regions list	385
alpha memorystore	0
alpha memorystore backup-collections	0
alpha memorystore backup-collections backups	0
alpha memorystore backup-collections backups describe	45
alpha memorystore backup-collections backups list	43
alpha memorystore backup-collections describe	468
alpha memorystore backup-collections list	313
alpha memorystore instances	0
alpha memorystore instances describe	468
alpha memorystore instances list	313
alpha memorystore locations	0
alpha memorystore locations describe	0
alpha memorystore locations list	385
alpha memorystore operations	0
alpha memorystore operations describe	468
alpha memorystore operations list	313
alpha metastore	0
alpha metastore federations	0
alpha metastore federations describe	468
alpha metastore federations get-iam-policy	308
alpha metastore federations list	313
alpha metastore locations	0
alpha metastore locations describe	0
alpha metastore locations list	385
alpha metastore operations	0
alpha metastore operations describe	468
alpha metastore operations list	313
alpha metastore services	0
alpha metastore services backups	0
alpha metastore services backups describe	505
alpha metastore services backups get-iam-policy	303
alpha metastore services backups list	304
alpha metastore services databases	0
alpha metastore services databases get-iam-policy	303
alpha metastore services databases tables	0
alpha metastore services databases tables get-iam-policy	148
alpha metastore services describe	468
alpha metastore services export	0
alpha metastore services get-iam-policy	308
alpha metastore services import	0
alpha metastore services imports	0
alpha metastore services imports describe	505
alpha metastore services imports list	304
alpha metastore services list	313
alpha metastore services migrations	0
alpha metastore services migrations describe	505
alpha metastore services migrations list	304
alpha migration	0
alpha migration vms	0
alpha migration vms image-imports	0
alpha migration vms image-imports describe	468
alpha migration vms image-imports list	313
alpha migration vms machine-image-imports	0
alpha migration vms machine-image-imports describe	468
alpha migration vms machine-image-imports list	313
alpha migration vms target-projects	0
alpha migration vms target-projects list	385
alpha ml	0
alpha ml language	0
alpha ml speech	0
alpha ml speech operations	0
alpha ml speech operations describe	0
alpha ml speech recognizers	0
alpha ml speech recognizers describe	468
alpha ml speech recognizers list	313
alpha ml translate	0
alpha ml video	0
alpha ml video operations	0
alpha ml video operations describe	468
alpha ml vision	0
alpha ml vision operations	0
alpha ml vision operations describe	0
alpha ml vision product-search	0
alpha ml vision product-search images	0
alpha ml vision product-search images describe	488
alpha ml vision product-search images list	288
alpha ml vision product-search product-sets	0
alpha ml vision product-search product-sets describe	468
alpha ml vision product-search product-sets list	313
alpha ml vision product-search product-sets list-products	287
alpha ml vision product-search products	0
alpha ml vision product-search products describe	468
alpha ml vision product-search products list	313
alpha ml-engine	0
alpha ml-engine jobs	0
alpha ml-engine jobs describe	562
alpha ml-engine jobs list	385
alpha ml-engine jobs submit	0
alpha ml-engine local	0
alpha ml-engine locations	0
alpha ml-engine locations describe	543
alpha ml-engine locations list	385
alpha ml-engine models	0
alpha ml-engine models describe	543
alpha ml-engine models get-iam-policy	357
alpha ml-engine models list	361
alpha ml-engine operations	0
alpha ml-engine operations describe	543
alpha ml-engine operations list	361
alpha ml-engine versions	0
alpha ml-engine versions describe	526
alpha ml-engine versions list	325
alpha model-armor	0
alpha model-armor floorsettings	0
alpha model-armor floorsettings describe	416
alpha model-armor templates	0
alpha model-armor templates describe	468
alpha model-armor templates list	313
alpha monitoring	0
alpha monitoring channel-descriptors	0
alpha monitoring channel-descriptors describe	0
alpha monitoring channel-descriptors list	385
alpha monitoring channels	0
alpha monitoring channels config	0
alpha monitoring channels describe	0
alpha monitoring channels list	383
alpha monitoring dashboards	0
alpha monitoring dashboards describe	0
alpha monitoring dashboards list	385
alpha monitoring metrics-scopes	0
alpha monitoring metrics-scopes describe	0
alpha monitoring metrics-scopes list	385
alpha monitoring policies	0
alpha monitoring policies conditions	0
alpha monitoring policies conditions describe	540
alpha monitoring policies config	0
alpha monitoring policies describe	0
alpha monitoring policies list	385
alpha monitoring snoozes	0
alpha monitoring snoozes describe	0
alpha monitoring snoozes list	385
alpha monitoring uptime	0
alpha monitoring uptime describe	0
alpha monitoring uptime list-configs	385
alpha monitoring uptime list-ips	385
alpha netapp	0
alpha netapp active-directories	0
alpha netapp active-directories describe	468
alpha netapp active-directories list	313
alpha netapp locations	0
alpha netapp locations describe	0
alpha netapp locations list	385
alpha netapp operations	0
alpha netapp operations describe	468
alpha netapp operations list	313
alpha netapp storage-pools	0
alpha netapp storage-pools describe	468
alpha netapp storage-pools list	313
alpha netapp volumes	0
alpha netapp volumes describe	468
alpha netapp volumes list	313
alpha netapp volumes replications	0
alpha netapp volumes replications describe	515
alpha netapp volumes replications list	315
alpha netapp volumes snapshots	0
alpha netapp volumes snapshots describe	515
alpha netapp volumes snapshots list	315
alpha network-connectivity	0
alpha network-connectivity hubs	0
alpha network-connectivity hubs describe	0
alpha network-connectivity hubs list	380
alpha network-connectivity internal-ranges	0
alpha network-connectivity internal-ranges describe	543
alpha network-connectivity internal-ranges list	357
alpha network-connectivity policy-based-routes	0
alpha network-connectivity policy-based-routes describe	0
alpha network-connectivity policy-based-routes list	380
alpha network-connectivity spokes	0
alpha network-connectivity spokes describe	543
alpha network-connectivity spokes list	357
alpha network-security	0
alpha network-security address-groups	0
alpha network-security address-groups describe	468
alpha network-security address-groups list	313
alpha network-security address-groups list-references	313
alpha network-security authorization-policies	0
alpha network-security authorization-policies list	313
alpha network-security backend-authentication-configs	0
alpha network-security backend-authentication-configs describe	468
alpha network-security backend-authentication-configs list	313
alpha network-security client-tls-policies	0
alpha network-security client-tls-policies list	313
alpha network-security firewall-endpoint-associations	0
alpha network-security firewall-endpoint-associations describe	566
alpha network-security firewall-endpoint-associations list	387
alpha network-security firewall-endpoints	0
alpha network-security firewall-endpoints describe	538
alpha network-security firewall-endpoints list	338
alpha network-security gateway-security-policies	0
alpha network-security gateway-security-policies list	313
alpha network-security gateway-security-policies rules	0
alpha network-security gateway-security-policies rules list	218
alpha network-security intercept-deployment-groups	0
alpha network-security intercept-deployment-groups describe	468
alpha network-security intercept-deployment-groups list	313
alpha network-security intercept-deployments	0
alpha network-security intercept-deployments describe	468
alpha network-security intercept-deployments list	313
alpha network-security intercept-endpoint-group-associations	0
alpha network-security intercept-endpoint-group-associations describe	468
alpha network-security intercept-endpoint-group-associations list	313
alpha network-security intercept-endpoint-groups	0
alpha network-security intercept-endpoint-groups describe	468
alpha network-security intercept-endpoint-groups list	313
alpha network-security mirroring-deployment-groups	0
alpha network-security mirroring-deployment-groups describe	468
alpha network-security mirroring-deployment-groups list	313
alpha network-security mirroring-deployments	0
alpha network-security mirroring-deployments describe	468
alpha network-security mirroring-deployments list	313
alpha network-security mirroring-endpoint-group-associations	0
alpha network-security mirroring-endpoint-group-associations describe	468
alpha network-security mirroring-endpoint-group-associations list	313
alpha network-security mirroring-endpoint-groups	0
alpha network-security mirroring-endpoint-groups describe	468
alpha network-security mirroring-endpoint-groups list	313
alpha network-security org-address-groups	0
alpha network-security org-address-groups describe	479
alpha network-security org-address-groups list	279
alpha network-security org-address-groups list-references	279
alpha network-security security-profile-groups	0
alpha network-security security-profile-groups describe	479
alpha network-security security-profile-groups list	279
alpha network-security security-profiles	0
alpha network-security security-profiles custom-intercept	0
alpha network-security security-profiles custom-intercept describe	479
alpha network-security security-profiles custom-intercept list	279
alpha network-security security-profiles custom-mirroring	0
alpha network-security security-profiles custom-mirroring describe	479
alpha network-security security-profiles custom-mirroring list	279
alpha network-security security-profiles describe	479
alpha network-security security-profiles list	279
alpha network-security security-profiles threat-prevention	0
alpha network-security security-profiles threat-prevention list	279
alpha network-security security-profiles threat-prevention list-overrides	479
alpha network-security server-tls-policies	0
alpha network-security server-tls-policies describe	468
alpha network-security server-tls-policies list	313
alpha network-security tls-inspection-policies	0
alpha network-security tls-inspection-policies list	313
alpha network-security url-lists	0
alpha network-security url-lists list	313
alpha network-services	0
alpha network-services endpoint-policies	0
alpha network-services endpoint-policies describe	468
alpha network-services endpoint-policies list	313
alpha network-services gateways	0
alpha network-services gateways describe	468
alpha network-services gateways list	313
alpha network-services grpc-routes	0
alpha network-services grpc-routes describe	468
alpha network-services grpc-routes list	313
alpha network-services http-filters	0
alpha network-services http-filters describe	468
alpha network-services http-filters list	313
alpha network-services http-routes	0
alpha network-services http-routes describe	468
alpha network-services http-routes list	313
alpha network-services meshes	0
alpha network-services meshes describe	468
alpha network-services meshes list	313
alpha network-services multicast-consumer-associations	0
alpha network-services multicast-consumer-associations describe	468
alpha network-services multicast-consumer-associations list	313
alpha network-services multicast-domain-activations	0
alpha network-services multicast-domain-activations describe	468
alpha network-services multicast-domain-activations list	313
alpha network-services multicast-domain-groups	0
alpha network-services multicast-domain-groups describe	468
alpha network-services multicast-domain-groups list	313
alpha network-services multicast-domains	0
alpha network-services multicast-domains describe	468
alpha network-services multicast-domains list	313
alpha network-services multicast-group-consumer-activations	0
alpha network-services multicast-group-consumer-activations describe	468
alpha network-services multicast-group-consumer-activations list	313
alpha network-services multicast-group-definitions	0
alpha network-services multicast-group-definitions describe	468
alpha network-services multicast-group-definitions list	313
alpha network-services multicast-group-producer-activations	0
alpha network-services multicast-group-producer-activations describe	468
alpha network-services multicast-group-producer-activations list	313
alpha network-services multicast-group-range-activations	0
alpha network-services multicast-group-range-activations describe	468
alpha network-services multicast-group-range-activations list	313
alpha network-services multicast-group-ranges	0
alpha network-services multicast-group-ranges describe	468
alpha network-services multicast-group-ranges list	313
alpha network-services multicast-groups	0
alpha network-services multicast-groups describe	468
alpha network-services multicast-groups list	313
alpha network-services multicast-producer-associations	0
alpha network-services multicast-producer-associations describe	468
alpha network-services multicast-producer-associations list	313
alpha network-services observability-policies	0
alpha network-services observability-policies describe	468
alpha network-services observability-policies list	313
alpha network-services operations	0
alpha network-services operations describe	468
alpha network-services operations list	313
alpha network-services route-views	0
alpha network-services route-views describe	420
alpha network-services route-views list	419
alpha network-services service-bindings	0
alpha network-services service-bindings describe	468
alpha network-services service-bindings list	313
alpha network-services service-lb-policies	0
alpha network-services service-lb-policies describe	468
alpha network-services service-lb-policies list	313
alpha network-services tcp-routes	0
alpha network-services tcp-routes describe	468
alpha network-services tcp-routes list	313
alpha network-services tls-routes	0
alpha network-services tls-routes describe	468
alpha network-services tls-routes list	313
alpha notebooks	0
alpha notebooks environments	0
alpha notebooks environments describe	468
alpha notebooks environments list	313
alpha notebooks instances	0
alpha notebooks instances describe	468
alpha notebooks instances get-iam-policy	308
alpha notebooks instances list	313
alpha notebooks locations	0
alpha notebooks locations list	385
alpha organizations	0
alpha organizations describe	0
alpha organizations get-iam-policy	380
alpha organizations list	385
alpha pam	0
alpha pam entitlements	0
alpha pam entitlements describe	407
alpha pam entitlements list	206
alpha pam entitlements search	86
alpha pam grants	0
alpha pam grants describe	188
alpha pam grants list	187
alpha pam grants search	87
alpha pam operations	0
alpha pam operations describe	407
alpha pam operations list	206
alpha policy-troubleshoot	0
alpha projects	0
alpha projects describe	0
alpha projects get-ancestors	0
alpha projects get-ancestors-iam-policy	239
alpha projects get-iam-policy	380
alpha projects list	216
alpha projects search	466
alpha publicca	0
alpha publicca external-account-keys	0
alpha pubsub	0
alpha pubsub lite-operations	0
alpha pubsub lite-operations describe	468
alpha pubsub lite-operations list	181
alpha pubsub lite-reservations	0
alpha pubsub lite-reservations describe	468
alpha pubsub lite-reservations list	308
alpha pubsub lite-reservations list-topics	308
alpha pubsub lite-subscriptions	0
alpha pubsub lite-subscriptions describe	468
alpha pubsub lite-subscriptions list	308
alpha pubsub lite-topics	0
alpha pubsub lite-topics describe	468
alpha pubsub lite-topics list	308
alpha pubsub lite-topics list-subscriptions	308
alpha pubsub message-transforms	0
alpha pubsub schemas	0
alpha pubsub schemas describe	0
alpha pubsub schemas list	386
alpha pubsub schemas list-revisions	386
alpha pubsub snapshots	0
alpha pubsub snapshots describe	0
alpha pubsub snapshots list	385
alpha pubsub subscriptions	0
alpha pubsub subscriptions config	0
alpha pubsub subscriptions describe	0
alpha pubsub subscriptions get-iam-policy	380
alpha pubsub subscriptions list	385
alpha pubsub topics	0
alpha pubsub topics config	0
alpha pubsub topics describe	0
alpha pubsub topics get-iam-policy	380
alpha pubsub topics list	385
alpha pubsub topics list-snapshots	385
alpha pubsub topics list-subscriptions	385
alpha quotas	0
alpha quotas info	0
alpha quotas info describe	412
alpha quotas info list	211
alpha quotas preferences	0
alpha quotas preferences describe	409
alpha quotas preferences list	209
alpha recaptcha	0
alpha recaptcha firewall-policies	0
alpha recaptcha firewall-policies describe	0
alpha recaptcha firewall-policies list	385
alpha recaptcha keys	0
alpha recaptcha keys describe	0
alpha recaptcha keys list	385
alpha recaptcha keys list-ip-overrides	380
alpha recommender	0
alpha recommender insights	0
alpha recommender insights describe	74
alpha recommender insights list	66
alpha recommender recommendations	0
alpha recommender recommendations describe	77
alpha recommender recommendations list	68
alpha recommender recommender-configs	0
alpha recommender recommender-configs describe	492
alpha redis	0
alpha redis clusters	0
alpha redis clusters backup-collections	0
alpha redis clusters backup-collections describe	543
alpha redis clusters backup-collections list	361
alpha redis clusters backups	0
alpha redis clusters backups describe	46
alpha redis clusters backups list	44
alpha redis clusters describe	543
alpha redis clusters list	361
alpha redis instances	0
alpha redis instances config	0
alpha redis instances describe	543
alpha redis instances list	361
alpha redis operations	0
alpha redis operations describe	543
alpha redis operations list	361
alpha redis regions	0
alpha redis regions describe	0
alpha redis regions list	385
alpha redis zones	0
alpha redis zones list	357
alpha resource-config	0
alpha resource-config list-resource-types	409
alpha resource-config terraform	0
alpha resource-manager	0
alpha resource-manager folders	0
alpha resource-manager folders describe	0
alpha resource-manager folders get-ancestors-iam-policy	239
alpha resource-manager folders get-iam-policy	380
alpha resource-manager folders list	212
alpha resource-manager folders search	466
alpha resource-manager liens	0
alpha resource-manager liens config	0
alpha resource-manager liens list	385
alpha resource-manager operations	0
alpha resource-manager operations describe	468
alpha resource-manager org-policies	0
alpha resource-manager org-policies describe	183
alpha resource-manager org-policies list	213
alpha resource-manager tags	0
alpha resource-manager tags bindings	0
alpha resource-manager tags bindings list	182
alpha resource-manager tags holds	0
alpha resource-manager tags holds list	233
alpha resource-manager tags keys	0
alpha resource-manager tags keys describe	0
alpha resource-manager tags keys get-iam-policy	0
alpha resource-manager tags keys list	341
alpha resource-manager tags values	0
alpha resource-manager tags values describe	0
alpha resource-manager tags values get-iam-policy	0
alpha resource-manager tags values list	341
alpha run	0
alpha run domain-mappings	543
alpha run domain-mappings describe	180
alpha run domain-mappings list	361
alpha run jobs	543
alpha run jobs describe	543
alpha run jobs executions	543
alpha run jobs executions describe	543
alpha run jobs executions list	255
alpha run jobs executions logs	543
alpha run jobs executions logs read	414
alpha run jobs executions logs tail	522
alpha run jobs executions tasks	543
alpha run jobs executions tasks describe	543
alpha run jobs executions tasks list	1
alpha run jobs get-iam-policy	357
alpha run jobs list	361
alpha run jobs logs	543
alpha run jobs logs read	414
alpha run jobs logs tail	522
alpha run multi-region-services	543
alpha run multi-region-services describe	529
alpha run multi-region-services list	361
alpha run regions	0
alpha run regions list	385
alpha run revisions	543
alpha run revisions describe	529
alpha run revisions list	356
alpha run revisions logs	543
alpha run revisions logs read	414
alpha run revisions logs tail	522
alpha run services	543
alpha run services describe	529
alpha run services get-iam-policy	357
alpha run services list	361
alpha run services logs	543
alpha run services logs read	414
alpha run services logs tail	522
alpha run worker-pools	0
alpha run worker-pools describe	543
alpha run worker-pools list	361
alpha run worker-pools logs	0
alpha run worker-pools logs read	413
alpha run worker-pools logs tail	521
alpha run worker-pools revisions	0
alpha run worker-pools revisions describe	543
alpha run worker-pools revisions list	362
alpha run worker-pools revisions logs	0
alpha run worker-pools revisions logs read	413
alpha run worker-pools revisions logs tail	521
alpha scc	0
alpha scc assets	0
alpha scc assets describe	31
alpha scc assets list	118
alpha scc assets list-marks	334
alpha scc custom-modules	0
alpha scc custom-modules etd	0
alpha scc custom-modules etd get	409
alpha scc custom-modules etd list	214
alpha scc custom-modules etd list-descendant	214
alpha scc custom-modules etd list-effective	214
alpha scc custom-modules sha	0
alpha scc custom-modules sha get	409
alpha scc custom-modules sha list	214
alpha scc custom-modules sha list-descendant	214
alpha scc custom-modules sha list-effective	214
alpha scc findings	0
alpha scc findings list	117
alpha scc findings list-marks	205
alpha scc iac-validation-reports	0
alpha scc iac-validation-reports describe	479
alpha scc iac-validation-reports list	278
alpha scc manage	0
alpha scc manage billing-metadata	0
alpha scc manage billing-metadata describe	533
alpha scc manage custom-modules	0
alpha scc manage custom-modules etd	0
alpha scc manage custom-modules etd describe	410
alpha scc manage custom-modules etd describe-effective	410
alpha scc manage custom-modules etd list	208
alpha scc manage custom-modules etd list-descendant	208
alpha scc manage custom-modules etd list-effective	208
alpha scc manage custom-modules sha	0
alpha scc manage custom-modules sha describe	410
alpha scc manage custom-modules sha describe-effective	410
alpha scc manage custom-modules sha list	208
alpha scc manage custom-modules sha list-descendant	208
alpha scc manage custom-modules sha list-effective	208
alpha scc manage services	0
alpha scc manage services describe	201
alpha scc manage services list	208
alpha scc muteconfigs	0
alpha scc muteconfigs get	407
alpha scc muteconfigs list	206
alpha scc notifications	0
alpha scc notifications describe	407
alpha scc notifications list	206
alpha scc operations	0
alpha scc operations describe	532
alpha scc posture-deployments	0
alpha scc posture-deployments describe	479
alpha scc posture-deployments list	278
alpha scc posture-operations	0
alpha scc posture-operations describe	0
alpha scc posture-templates	0
alpha scc posture-templates describe	480
alpha scc posture-templates list	380
alpha scc postures	0
alpha scc postures describe	480
alpha scc postures list	278
alpha scc postures list-revisions	278
alpha scc remediation-intents	0
alpha scc remediation-intents describe	479
alpha scc remediation-intents list	385
alpha scc settings	0
alpha scc settings describe-explicit	532
alpha scc settings services	0
alpha scc settings services describe	412
alpha scc settings services describe-explicit	412
alpha scc settings services modules	0
alpha scc settings services modules describe	408
alpha scc settings services modules describe-explicit	408
alpha scc sources	0
alpha scc sources describe	561
alpha scheduler	0
alpha scheduler jobs	0
alpha scheduler jobs create	0
alpha scheduler jobs describe	468
alpha scheduler jobs list	313
alpha scheduler jobs update	0
alpha scheduler locations	0
alpha scheduler locations describe	0
alpha scheduler locations list	385
alpha secrets	0
alpha secrets config	0
alpha secrets versions	0
alpha secrets versions config	0
alpha service-directory	0
alpha service-directory endpoints	0
alpha service-directory endpoints describe	475
alpha service-directory endpoints list	396
alpha service-directory locations	0
alpha service-directory locations describe	0
alpha service-directory locations list	0
alpha service-directory namespaces	0
alpha service-directory namespaces describe	468
alpha service-directory namespaces get-iam-policy	308
alpha service-directory namespaces list	398
alpha service-directory services	0
alpha service-directory services describe	474
alpha service-directory services get-iam-policy	272
alpha service-directory services list	397
alpha service-extensions	0
alpha service-extensions lb-route-extensions	0
alpha service-extensions lb-route-extensions describe	468
alpha service-extensions lb-route-extensions list	313
alpha service-extensions lb-traffic-extensions	0
alpha service-extensions lb-traffic-extensions describe	468
alpha service-extensions lb-traffic-extensions list	313
alpha service-extensions wasm-actions	0
alpha service-extensions wasm-actions describe	468
alpha service-extensions wasm-actions list	313
alpha service-extensions wasm-plugin-versions	0
alpha service-extensions wasm-plugin-versions describe	516
alpha service-extensions wasm-plugin-versions list	316
alpha service-extensions wasm-plugins	0
alpha service-extensions wasm-plugins describe	468
alpha service-extensions wasm-plugins list	313
alpha services	0
alpha services api-keys	0
alpha services api-keys describe	468
alpha services api-keys list	376
alpha services api-keys lookup	0
alpha services identity	0
alpha services operations	0
alpha services operations describe	418
alpha services peered-dns-domains	0
alpha services peered-dns-domains list	531
alpha services quota	0
alpha services quota list	128
alpha services vpc-peerings	0
alpha services vpc-peerings list	531
alpha services vpc-peerings operations	0
alpha services vpc-peerings operations describe	527
alpha source	0
alpha source project-configs	0
alpha source project-configs describe	0
alpha source repos	0
alpha source repos config	0
alpha source repos describe	0
alpha source repos get-iam-policy	380
alpha source repos list	380
alpha source-manager	0
alpha source-manager instances	0
alpha source-manager instances describe	543
alpha source-manager instances get-iam-policy	357
alpha source-manager instances list	361
alpha source-manager locations	0
alpha source-manager locations list	385
alpha source-manager operations	0
alpha source-manager operations describe	543
alpha source-manager operations list	361
alpha source-manager repos	0
alpha source-manager repos describe	543
alpha source-manager repos get-iam-policy	357
alpha source-manager repos list	438
alpha spanner	0
alpha spanner backup-schedules	0
alpha spanner backup-schedules describe	150
alpha spanner backup-schedules get-iam-policy	146
alpha spanner backup-schedules list	147
alpha spanner backups	0
alpha spanner backups describe	436
alpha spanner backups get-iam-policy	245
alpha spanner backups list	146
alpha spanner databases	0
alpha spanner databases config	0
alpha spanner databases ddl	0
alpha spanner databases ddl describe	240
alpha spanner databases describe	436
alpha spanner databases get-iam-policy	245
alpha spanner databases list	248
alpha spanner databases roles	0
alpha spanner databases roles list	147
alpha spanner databases sessions	0
alpha spanner databases sessions list	145
alpha spanner databases splits	0
alpha spanner databases splits list	245
alpha spanner instance-configs	0
alpha spanner instance-configs describe	0
alpha spanner instance-configs list	385
alpha spanner instance-partitions	0
alpha spanner instance-partitions describe	436
alpha spanner instance-partitions list	439
alpha spanner instances	0
alpha spanner instances config	0
alpha spanner instances describe	0
alpha spanner instances get-iam-policy	380
alpha spanner instances list	385
alpha spanner migrate	0
alpha spanner operations	0
alpha spanner operations describe	58
alpha spanner operations list	57
alpha spanner rows	0
alpha spanner samples	0
alpha spanner samples list	385
alpha sql	0
alpha sql backups	0
alpha sql backups describe	436
alpha sql backups list	248
alpha sql databases	0
alpha sql databases config	0
alpha sql databases describe	436
alpha sql databases list	248
alpha sql export	0
alpha sql flags	0
alpha sql flags list	143
alpha sql import	0
alpha sql instances	0
alpha sql instances config	0
alpha sql instances describe	0
alpha sql instances list	377
alpha sql operations	0
alpha sql operations describe	0
alpha sql operations list	248
alpha sql ssl	0
alpha sql ssl client-certs	0
alpha sql ssl client-certs describe	436
alpha sql ssl client-certs list	248
alpha sql ssl server-ca-certs	0
alpha sql ssl server-ca-certs list	248
alpha sql ssl server-certs	0
alpha sql ssl server-certs list	248
alpha sql ssl-certs	0
alpha sql ssl-certs describe	436
alpha sql ssl-certs list	248
alpha sql tiers	0
alpha sql tiers list	378
alpha sql users	0
alpha sql users describe	431
alpha sql users list	248
alpha storage	0
alpha storage batch-operations	0
alpha storage batch-operations jobs	0
alpha storage batch-operations jobs describe	0
alpha storage batch-operations jobs list	380
alpha storage buckets	0
alpha storage buckets anywhere-caches	0
alpha storage buckets anywhere-caches describe	542
alpha storage buckets anywhere-caches list	347
alpha storage buckets describe	11
alpha storage buckets get-iam-policy	0
alpha storage buckets list	8
alpha storage buckets notifications	0
alpha storage buckets notifications describe	0
alpha storage buckets notifications list	385
alpha storage cat	4
alpha storage du	3
alpha storage folders	0
alpha storage folders describe	10
alpha storage folders list	9
alpha storage hash	7
alpha storage hmac	0
alpha storage hmac describe	0
alpha storage hmac list	15
alpha storage insights	0
alpha storage insights dataset-configs	0
alpha storage insights dataset-configs describe	468
alpha storage insights dataset-configs list	313
alpha storage insights inventory-reports	0
alpha storage insights inventory-reports describe	468
alpha storage insights inventory-reports details	0
alpha storage insights inventory-reports details describe	495
alpha storage insights inventory-reports details list	313
alpha storage insights inventory-reports list	309
alpha storage insights operations	0
alpha storage insights operations describe	0
alpha storage insights operations list	385
alpha storage intelligence-configs	0
alpha storage intelligence-configs describe	536
alpha storage ls	2
alpha storage managed-folders	0
alpha storage managed-folders describe	10
alpha storage managed-folders get-iam-policy	0
alpha storage managed-folders list	9
alpha storage management-hub	0
alpha storage management-hub describe	536
alpha storage objects	0
alpha storage objects describe	6
alpha storage objects list	5
alpha storage operations	0
alpha storage operations describe	0
alpha storage operations list	391
alpha tasks	0
alpha tasks cmek-config	0
alpha tasks cmek-config describe	468
alpha tasks describe	491
alpha tasks list	291
alpha tasks locations	0
alpha tasks locations describe	0
alpha tasks locations list	385
alpha tasks queues	0
alpha tasks queues describe	468
alpha tasks queues get-iam-policy	308
alpha tasks queues list	313
alpha telco-automation	0
alpha telco-automation operations	0
alpha telco-automation operations describe	468
alpha telco-automation orchestration-cluster	0
alpha telco-automation orchestration-cluster describe	468
alpha telco-automation orchestration-cluster list	313
alpha terraform	0
alpha topic	0
alpha trace	0
alpha trace sinks	0
alpha trace sinks describe	0
alpha trace sinks list	0
alpha transfer	0
alpha transfer agent-pools	0
alpha transfer agent-pools describe	0
alpha transfer agent-pools list	464
alpha transfer agents	0
alpha transfer appliances	0
alpha transfer appliances describe	543
alpha transfer appliances list	24
alpha transfer appliances orders	0
alpha transfer appliances orders describe	543
alpha transfer appliances orders list	24
alpha transfer jobs	0
alpha transfer jobs config	0
alpha transfer jobs describe	0
alpha transfer jobs list	198
alpha transfer operations	0
alpha transfer operations describe	0
alpha transfer operations list	200
alpha web-security-scanner	0
alpha web-security-scanner scan-configs	0
alpha web-security-scanner scan-configs describe	0
alpha web-security-scanner scan-configs list	385
alpha web-security-scanner scan-runs	0
alpha web-security-scanner scan-runs describe	557
alpha web-security-scanner scan-runs findings	0
alpha web-security-scanner scan-runs findings list	369
alpha web-security-scanner scan-runs list	369
alpha web-security-scanner scan-runs list-crawled-urls	368
alpha workstations	0
alpha workstations clusters	0
alpha workstations clusters describe	543
alpha workstations clusters list	357
alpha workstations configs	0
alpha workstations configs describe	106
alpha workstations configs get-iam-policy	99
alpha workstations configs list	99
alpha workstations describe	93
alpha workstations get-iam-policy	92
alpha workstations list	92
alpha workstations list-usable	92
anthos	0
anthos auth	0
anthos config	0
anthos config controller	0
anthos config controller describe	468
anthos config controller list	217
anthos config operations	0
anthos config operations describe	468
anthos config operations list	308
api-gateway	0
api-gateway api-configs	0
api-gateway api-configs describe	23
api-gateway api-configs list	22
api-gateway apis	0
api-gateway apis describe	0
api-gateway apis get-iam-policy	380
api-gateway apis list	380
api-gateway gateways	0
api-gateway gateways describe	468
api-gateway gateways get-iam-policy	308
api-gateway gateways list	308
api-gateway operations	0
api-gateway operations describe	468
api-gateway operations list	283
apigee	0
apigee apis	0
apigee apis describe	537
apigee apis list	337
apigee applications	0
apigee applications describe	532
apigee applications list	175
apigee deployments	0
apigee deployments describe	21
apigee deployments list	20
apigee developers	0
apigee developers describe	532
apigee developers list	337
apigee environments	0
apigee environments list	337
apigee organizations	0
apigee organizations list	385
apigee products	0
apigee products describe	532
apigee products list	337
app	0
app describe	0
app domain-mappings	0
app domain-mappings describe	0
app domain-mappings list	385
app firewall-rules	0
app firewall-rules describe	0
app firewall-rules list	385
app instances	0
app instances describe	559
app instances list	373
app logs	0
app logs read	457
app logs tail	458
app operations	0
app operations describe	0
app operations list	342
app regions	0
app regions list	385
app runtimes	0
app runtimes list	195
app services	0
app services describe	0
app services list	385
app ssl-certificates	0
app ssl-certificates describe	0
app ssl-certificates list	385
app versions	0
app versions describe	559
app versions list	232
apphub	0
apphub applications	0
apphub applications describe	468
apphub applications get-iam-policy	308
apphub applications list	313
apphub applications services	0
apphub applications services describe	26
apphub applications services list	25
apphub applications workloads	0
apphub applications workloads describe	26
apphub applications workloads list	25
apphub discovered-services	0
apphub discovered-services describe	468
apphub discovered-services list	313
apphub discovered-services lookup	513
apphub discovered-workloads	0
apphub discovered-workloads describe	468
apphub discovered-workloads list	313
apphub discovered-workloads lookup	513
apphub locations	0
apphub locations describe	0
apphub locations list	385
apphub operations	0
apphub operations describe	468
apphub operations list	313
apphub service-projects	0
apphub service-projects describe	468
apphub service-projects list	313
apphub service-projects lookup	0
artifacts	0
artifacts apt	0
artifacts attachments	0
artifacts attachments describe	496
artifacts attachments list	296
artifacts docker	0
artifacts docker images	0
artifacts docker images describe	525
artifacts docker images list	241
artifacts docker images list-vulnerabilities	460
artifacts docker tags	0
artifacts docker tags list	380
artifacts docker upgrade	0
artifacts files	0
artifacts files describe	496
artifacts files list	282
artifacts generic	0
artifacts go	0
artifacts locations	0
artifacts locations list	380
artifacts operations	0
artifacts operations describe	468
artifacts packages	0
artifacts packages describe	496
artifacts packages list	295
artifacts print-settings	0
artifacts repositories	0
artifacts repositories describe	468
artifacts repositories get-iam-policy	308
artifacts repositories list	308
artifacts repositories list-cleanup-policies	468
artifacts rules	0
artifacts rules describe	496
artifacts rules list	295
artifacts sbom	0
artifacts sbom list	166
artifacts settings	0
artifacts settings describe	0
artifacts tags	0
artifacts tags list	281
artifacts versions	0
artifacts versions describe	483
artifacts versions list	281
artifacts vpcsc-config	0
artifacts vpcsc-config describe	468
artifacts vulnerabilities	0
artifacts vulnerabilities list	276
artifacts yum	0
asset	0
asset feeds	0
asset feeds describe	409
asset feeds list	409
asset get-effective-iam-policy	528
asset list	29
asset operations	0
asset operations describe	0
asset saved-queries	0
asset saved-queries describe	409
asset saved-queries list	409
assured	0
assured operations	0
assured operations describe	479
assured operations list	279
assured workloads	0
assured workloads describe	479
assured workloads list	279
assured workloads violations	0
assured workloads violations describe	481
assured workloads violations list	280
audit-manager	0
audit-manager audit-reports	0
audit-manager audit-scopes	0
audit-manager enrollments	0
audit-manager operations	0
audit-manager operations describe	406
auth	0
auth application-default	0
auth enterprise-certificate-config	0
auth enterprise-certificate-config create	0
auth list	203
auth revoke	14
backup-dr	0
backup-dr backup-plan-associations	0
backup-dr backup-plan-associations describe	468
backup-dr backup-plan-associations list	313
backup-dr backup-plans	0
backup-dr backup-plans describe	468
backup-dr backup-plans list	313
backup-dr backup-vaults	0
backup-dr backup-vaults describe	468
backup-dr backup-vaults list	313
backup-dr backups	0
backup-dr backups describe	52
backup-dr backups list	51
backup-dr backups restore	0
backup-dr data-sources	0
backup-dr data-sources describe	54
backup-dr data-sources list	53
backup-dr locations	0
backup-dr locations list	385
backup-dr management-servers	0
backup-dr management-servers describe	468
backup-dr management-servers list	313
backup-dr operations	0
backup-dr operations describe	468
backup-dr operations list	313
batch	0
batch jobs	0
batch jobs describe	468
batch jobs list	308
batch tasks	0
batch tasks describe	447
batch tasks list	254
beta	0
beta access-approval	0
beta access-approval requests	0
beta access-approval requests get	0
beta access-approval requests list	215
beta access-approval settings	0
beta access-approval settings get	409
beta access-context-manager	0
beta access-context-manager levels	0
beta access-context-manager levels conditions	0
beta access-context-manager levels conditions list	459
beta access-context-manager levels describe	540
beta access-context-manager levels list	344
beta access-context-manager perimeters	0
beta access-context-manager perimeters describe	540
beta access-context-manager perimeters dry-run	0
beta access-context-manager perimeters dry-run describe	540
beta access-context-manager perimeters dry-run list	344
beta access-context-manager perimeters list	344
beta access-context-manager policies	0
beta access-context-manager policies describe	0
beta access-context-manager policies get-iam-policy	380
beta access-context-manager policies list	336
beta access-context-manager supported-services	0
beta access-context-manager supported-services describe	0
beta access-context-manager supported-services list	380
beta active-directory	0
beta active-directory domains	0
beta active-directory domains backups	0
beta active-directory domains backups describe	177
beta active-directory domains backups list	178
beta active-directory domains describe	0
beta active-directory domains describe-ldaps-settings	0
beta active-directory domains get-iam-policy	380
beta active-directory domains list	380
beta active-directory domains migration	0
beta active-directory domains sql-integrations	0
beta active-directory domains sql-integrations describe	177
beta active-directory domains sql-integrations list	178
beta active-directory domains trusts	0
beta active-directory operations	0
beta active-directory operations describe	0
beta active-directory operations list	380
beta active-directory peerings	0
beta active-directory peerings describe	0
beta active-directory peerings list	385
beta ai	0
beta ai custom-jobs	0
beta ai custom-jobs describe	543
beta ai custom-jobs list	361
beta ai endpoints	0
beta ai endpoints describe	543
beta ai endpoints list	219
beta ai hp-tuning-jobs	0
beta ai hp-tuning-jobs describe	543
beta ai hp-tuning-jobs list	361
beta ai index-endpoints	0
beta ai index-endpoints describe	543
beta ai index-endpoints list	361
beta ai indexes	0
beta ai indexes describe	543
beta ai indexes list	361
beta ai model-garden	0
beta ai model-garden models	0
beta ai model-garden models list	88
beta ai model-garden models list-deployment-config	235
beta ai model-monitoring-jobs	0
beta ai model-monitoring-jobs describe	543
beta ai model-monitoring-jobs list	361
beta ai models	0
beta ai models describe	543
beta ai models list	361
beta ai models list-version	361
beta ai operations	0
beta ai operations describe	435
beta ai persistent-resources	0
beta ai persistent-resources describe	543
beta ai persistent-resources list	361
beta ai tensorboard-experiments	0
beta ai tensorboard-experiments describe	551
beta ai tensorboard-experiments list	361
beta ai tensorboard-runs	0
beta ai tensorboard-runs describe	549
beta ai tensorboard-runs list	360
beta ai tensorboard-time-series	0
beta ai tensorboard-time-series describe	550
beta ai tensorboard-time-series list	359
beta ai tensorboard-time-series read	399
beta ai tensorboards	0
beta ai tensorboards describe	543
beta ai tensorboards list	361
beta ai-platform	0
beta ai-platform jobs	0
beta ai-platform jobs describe	562
beta ai-platform jobs list	385
beta ai-platform jobs submit	0
beta ai-platform local	0
beta ai-platform models	0
beta ai-platform models describe	543
beta ai-platform models get-iam-policy	357
beta ai-platform models list	361
beta ai-platform operations	0
beta ai-platform operations describe	543
beta ai-platform operations list	361
beta ai-platform versions	0
beta ai-platform versions describe	526
beta ai-platform versions list	325
beta alloydb	0
beta alloydb backups	0
beta alloydb backups describe	543
beta alloydb backups list	361
beta alloydb clusters	0
beta alloydb clusters describe	543
beta alloydb clusters list	361
beta alloydb instances	0
beta alloydb instances describe	107
beta alloydb instances list	101
beta alloydb operations	0
beta alloydb operations describe	543
beta alloydb operations list	101
beta alloydb users	0
beta alloydb users list	101
beta anthos	0
beta anthos auth	0
beta api-gateway	0
beta api-gateway api-configs	0
beta api-gateway api-configs describe	23
beta api-gateway api-configs list	22
beta api-gateway apis	0
beta api-gateway apis describe	0
beta api-gateway apis get-iam-policy	380
beta api-gateway apis list	380
beta api-gateway gateways	0
beta api-gateway gateways describe	468
beta api-gateway gateways get-iam-policy	308
beta api-gateway gateways list	308
beta api-gateway operations	0
beta api-gateway operations describe	468
beta api-gateway operations list	283
beta apigee	0
beta apigee apis	0
beta apigee apis describe	537
beta apigee apis list	337
beta apigee applications	0
beta apigee applications describe	532
beta apigee applications list	175
beta apigee archives	0
beta apigee archives describe	197
beta apigee archives list	194
beta apigee deployments	0
beta apigee deployments describe	21
beta apigee deployments list	20
beta apigee developers	0
beta apigee developers describe	532
beta apigee developers list	337
beta apigee environments	0
beta apigee environments describe	532
beta apigee environments list	337
beta apigee operations	0
beta apigee operations describe	532
beta apigee operations list	337
beta apigee organizations	0
beta apigee organizations list	385
beta apigee products	0
beta apigee products describe	532
beta apigee products list	337
beta app	0
beta app describe	0
beta app domain-mappings	0
beta app domain-mappings describe	0
beta app domain-mappings list	385
beta app firewall-rules	0
beta app firewall-rules describe	0
beta app firewall-rules list	385
beta app instances	0
beta app instances describe	559
beta app instances list	373
beta app logs	0
beta app logs read	457
beta app logs tail	458
beta app migrate-config	0
beta app operations	0
beta app operations describe	0
beta app operations list	342
beta app regions	0
beta app regions list	385
beta app runtimes	0
beta app runtimes list	195
beta app services	0
beta app services describe	0
beta app services list	385
beta app ssl-certificates	0
beta app ssl-certificates describe	0
beta app ssl-certificates list	385
beta app versions	0
beta app versions describe	559
beta app versions list	232
beta artifacts	0
beta artifacts apt	0
beta artifacts docker	0
beta artifacts docker images	0
beta artifacts docker images describe	525
beta artifacts docker images list	241
beta artifacts docker images list-vulnerabilities	460
beta artifacts docker tags	0
beta artifacts docker tags list	380
beta artifacts docker upgrade	0
beta artifacts files	0
beta artifacts files list	282
beta artifacts generic	0
beta artifacts go	0
beta artifacts locations	0
beta artifacts locations list	380
beta artifacts operations	0
beta artifacts operations describe	468
beta artifacts packages	0
beta artifacts packages list	295
beta artifacts print-settings	0
beta artifacts repositories	0
beta artifacts repositories describe	468
beta artifacts repositories get-iam-policy	308
beta artifacts repositories list	308
beta artifacts settings	0
beta artifacts settings describe	0
beta artifacts tags	0
beta artifacts tags list	281
beta artifacts versions	0
beta artifacts versions list	281
beta artifacts vpcsc-config	0
beta artifacts vpcsc-config describe	468
beta artifacts yum	0
beta asset	0
beta asset feeds	0
beta asset feeds describe	409
beta asset feeds list	409
beta asset list	29
beta asset operations	0
beta asset operations describe	0
beta asset saved-queries	0
beta asset saved-queries describe	409
beta asset saved-queries list	409
beta assured	0
beta assured operations	0
beta assured operations describe	479
beta assured operations list	279
beta assured workloads	0
beta assured workloads describe	479
beta assured workloads list	279
beta assured workloads violations	0
beta assured workloads violations describe	481
beta assured workloads violations list	280
beta auth	0
beta auth application-default	0
beta auth enterprise-certificate-config	0
beta auth enterprise-certificate-config create	0
beta auth list	203
beta backup-dr	0
beta backup-dr locations	0
beta backup-dr locations list	385
beta backup-dr management-servers	0
beta backup-dr management-servers describe	468
beta backup-dr management-servers list	313
beta backup-dr operations	0
beta backup-dr operations describe	468
beta backup-dr operations list	313
beta batch	0
beta batch jobs	0
beta batch jobs describe	468
beta batch jobs list	308
beta batch tasks	0
beta batch tasks describe	447
beta batch tasks list	254
beta beyondcorp	0
beta beyondcorp app	0
beta beyondcorp app connections	0
beta beyondcorp app connections describe	468
beta beyondcorp app connections list	308
beta beyondcorp app connectors	0
beta beyondcorp app connectors describe	174
beta beyondcorp app connectors list	308
beta beyondcorp app gateways	0
beta beyondcorp app gateways describe	468
beta beyondcorp app gateways list	308
beta beyondcorp app operations	0
beta beyondcorp app operations describe	468
beta beyondcorp app operations list	308
beta beyondcorp client-connector	0
beta beyondcorp client-connector gateways	0
beta beyondcorp client-connector gateways describe	468
beta beyondcorp client-connector gateways get-iam-policy	308
beta beyondcorp client-connector gateways list	308
beta beyondcorp client-connector operations	0
beta beyondcorp client-connector operations describe	468
beta beyondcorp client-connector operations list	308
beta beyondcorp client-connector services	0
beta beyondcorp client-connector services describe	468
beta beyondcorp client-connector services get-iam-policy	308
beta beyondcorp client-connector services list	308
beta bigtable	0
beta bigtable app-profiles	0
beta bigtable app-profiles describe	436
beta bigtable app-profiles list	248
beta bigtable authorized-views	0
beta bigtable authorized-views describe	443
beta bigtable authorized-views get-iam-policy	246
beta bigtable authorized-views list	247
beta bigtable backups	0
beta bigtable backups describe	102
beta bigtable backups get-iam-policy	94
beta bigtable backups list	95
beta bigtable clusters	0
beta bigtable clusters describe	436
beta bigtable clusters list	249
beta bigtable hot-tablets	0
beta bigtable hot-tablets list	186
beta bigtable instances	0
beta bigtable instances describe	0
beta bigtable instances get-iam-policy	380
beta bigtable instances list	385
beta bigtable instances tables	0
beta bigtable instances tables describe	444
beta bigtable instances tables get-iam-policy	245
beta bigtable instances tables list	249
beta bigtable logical-views	0
beta bigtable logical-views describe	436
beta bigtable logical-views list	248
beta bigtable materialized-views	0
beta bigtable materialized-views describe	436
beta bigtable materialized-views list	248
beta bigtable operations	0
beta bigtable operations describe	0
beta bigtable operations list	248
beta bigtable tables	0
beta bigtable tables describe	444
beta bigtable tables get-iam-policy	245
beta bigtable tables list	249
beta billing	0
beta billing accounts	0
beta billing accounts describe	0
beta billing accounts get-iam-policy	380
beta billing accounts list	385
beta billing budgets	0
beta billing budgets describe	61
beta billing budgets list	73
beta billing projects	0
beta billing projects describe	0
beta billing projects list	73
beta bq	0
beta bq migration-workflows	0
beta bq migration-workflows describe	468
beta bq migration-workflows list	313
beta builds	0
beta builds connections	0
beta builds connections create	0
beta builds connections describe	543
beta builds connections get-iam-policy	357
beta builds connections list	361
beta builds connections update	0
beta builds describe	543
beta builds list	331
beta builds repositories	0
beta builds repositories describe	127
beta builds repositories list	125
beta builds triggers	0
beta builds triggers create	0
beta builds triggers describe	543
beta builds triggers list	361
beta builds triggers update	0
beta builds worker-pools	0
beta builds worker-pools describe	423
beta builds worker-pools list	222
beta certificate-manager	0
beta certificate-manager certificates	0
beta certificate-manager certificates describe	468
beta certificate-manager certificates list	313
beta certificate-manager dns-authorizations	0
beta certificate-manager dns-authorizations describe	468
beta certificate-manager dns-authorizations list	313
beta certificate-manager issuance-configs	0
beta certificate-manager issuance-configs describe	468
beta certificate-manager issuance-configs list	313
beta certificate-manager maps	0
beta certificate-manager maps describe	468
beta certificate-manager maps entries	0
beta certificate-manager maps entries describe	471
beta certificate-manager maps entries list	267
beta certificate-manager maps list	313
beta certificate-manager operations	0
beta certificate-manager operations describe	468
beta certificate-manager operations list	313
beta certificate-manager trust-configs	0
beta certificate-manager trust-configs describe	468
beta certificate-manager trust-configs list	313
beta cloud-shell	0
beta code	0
beta colab	0
beta colab executions	0
beta colab executions describe	543
beta colab executions list	361
beta colab runtime-templates	0
beta colab runtime-templates describe	543
beta colab runtime-templates get-iam-policy	357
beta colab runtime-templates list	361
beta colab runtimes	0
beta colab runtimes describe	543
beta colab runtimes list	361
beta colab schedules	0
beta colab schedules describe	543
beta colab schedules list	361
beta composer	0
beta composer environments	0
beta composer environments describe	468
beta composer environments list	320
beta composer environments list-packages	511
beta composer environments list-upgrades	308
beta composer environments list-workloads	468
beta composer environments snapshots	0
beta composer environments storage	0
beta composer environments storage dags	0
beta composer environments storage dags list	196
beta composer environments storage data	0
beta composer environments storage data list	196
beta composer environments storage plugins	0
beta composer environments storage plugins list	196
beta composer environments user-workloads-config-maps	0
beta composer environments user-workloads-config-maps describe	196
beta composer environments user-workloads-config-maps list	196
beta composer environments user-workloads-secrets	0
beta composer environments user-workloads-secrets describe	196
beta composer environments user-workloads-secrets list	196
beta composer operations	0
beta composer operations describe	468
beta composer operations list	320
beta compute	0
beta compute accelerator-types	0
beta compute accelerator-types describe	566
beta compute accelerator-types list	385
beta compute addresses	0
beta compute addresses describe	425
beta compute addresses list	224
beta compute advice	0
beta compute backend-buckets	0
beta compute backend-buckets describe	0
beta compute backend-buckets get-iam-policy	380
beta compute backend-buckets list	351
beta compute backend-services	0
beta compute backend-services describe	425
beta compute backend-services get-iam-policy	228
beta compute backend-services list	224
beta compute backend-services list-usable	228
beta compute commitments	0
beta compute commitments describe	543
beta compute commitments list	349
beta compute diagnose	0
beta compute disk-settings	0
beta compute disk-settings describe	555
beta compute disk-types	0
beta compute disk-types describe	555
beta compute disk-types list	350
beta compute disks	0
beta compute disks bulk	0
beta compute disks describe	555
beta compute disks get-iam-policy	388
beta compute disks list	350
beta compute external-vpn-gateways	0
beta compute external-vpn-gateways describe	0
beta compute external-vpn-gateways list	385
beta compute firewall-policies	0
beta compute firewall-policies associations	0
beta compute firewall-policies associations list	216
beta compute firewall-policies describe	532
beta compute firewall-policies list	210
beta compute firewall-policies list-rules	335
beta compute firewall-policies mirroring-rules	0
beta compute firewall-policies mirroring-rules describe	403
beta compute firewall-policies rules	0
beta compute firewall-policies rules describe	403
beta compute firewall-rules	0
beta compute firewall-rules describe	0
beta compute firewall-rules list	351
beta compute forwarding-rules	0
beta compute forwarding-rules describe	425
beta compute forwarding-rules list	224
beta compute future-reservations	0
beta compute future-reservations describe	566
beta compute future-reservations list	385
beta compute health-checks	0
beta compute health-checks create	0
beta compute health-checks describe	425
beta compute health-checks list	223
beta compute health-checks update	0
beta compute http-health-checks	0
beta compute http-health-checks describe	0
beta compute http-health-checks list	351
beta compute https-health-checks	0
beta compute https-health-checks describe	0
beta compute https-health-checks list	351
beta compute images	0
beta compute images describe	0
beta compute images describe-from-family	566
beta compute images get-iam-policy	380
beta compute images list	236
beta compute instance-groups	0
beta compute instance-groups describe	555
beta compute instance-groups list	350
beta compute instance-groups list-instances	348
beta compute instance-groups managed	0
beta compute instance-groups managed all-instances-config	0
beta compute instance-groups managed describe	555
beta compute instance-groups managed describe-instance	442
beta compute instance-groups managed instance-configs	0
beta compute instance-groups managed instance-configs list	364
beta compute instance-groups managed list	350
beta compute instance-groups managed list-errors	363
beta compute instance-groups managed list-instances	363
beta compute instance-groups managed resize-requests	0
beta compute instance-groups managed resize-requests describe	544
beta compute instance-groups managed resize-requests list	363
beta compute instance-groups managed rolling-action	0
beta compute instance-groups unmanaged	0
beta compute instance-groups unmanaged describe	566
beta compute instance-groups unmanaged list	354
beta compute instance-groups unmanaged list-instances	353
beta compute instance-templates	0
beta compute instance-templates describe	426
beta compute instance-templates get-iam-policy	380
beta compute instance-templates list	225
beta compute instances	0
beta compute instances bulk	0
beta compute instances describe	565
beta compute instances get-iam-policy	388
beta compute instances list	352
beta compute instances network-interfaces	0
beta compute instances ops-agents	0
beta compute instances ops-agents policies	0
beta compute instances ops-agents policies describe	0
beta compute instances ops-agents policies list	385
beta compute instances os-inventory	0
beta compute instances os-inventory describe	566
beta compute instances os-inventory list-instances	250
beta compute instant-snapshots	0
beta compute instant-snapshots describe	555
beta compute instant-snapshots list	350
beta compute interconnects	0
beta compute interconnects attachments	0
beta compute interconnects attachments dedicated	0
beta compute interconnects attachments describe	543
beta compute interconnects attachments groups	0
beta compute interconnects attachments groups describe	0
beta compute interconnects attachments groups list	385
beta compute interconnects attachments list	385
beta compute interconnects attachments partner	0
beta compute interconnects cross-site-networks	0
beta compute interconnects cross-site-networks describe	0
beta compute interconnects cross-site-networks list	385
beta compute interconnects describe	0
beta compute interconnects groups	0
beta compute interconnects groups describe	0
beta compute interconnects groups list	385
beta compute interconnects list	385
beta compute interconnects locations	0
beta compute interconnects locations describe	0
beta compute interconnects locations list	385
beta compute interconnects macsec	0
beta compute interconnects remote-locations	0
beta compute interconnects remote-locations describe	0
beta compute interconnects remote-locations list	385
beta compute interconnects wire-groups	0
beta compute interconnects wire-groups describe	134
beta compute interconnects wire-groups list	135
beta compute machine-images	0
beta compute machine-images describe	0
beta compute machine-images get-iam-policy	380
beta compute machine-images list	385
beta compute machine-types	0
beta compute machine-types describe	566
beta compute machine-types list	354
beta compute network-attachments	0
beta compute network-attachments describe	543
beta compute network-attachments list	349
beta compute network-edge-security-services	0
beta compute network-edge-security-services describe	543
beta compute network-edge-security-services list	385
beta compute network-endpoint-groups	0
beta compute network-endpoint-groups describe	427
beta compute network-endpoint-groups list	226
beta compute network-endpoint-groups list-network-endpoints	229
beta compute network-firewall-policies	0
beta compute network-firewall-policies associations	0
beta compute network-firewall-policies describe	425
beta compute network-firewall-policies list	224
beta compute network-firewall-policies mirroring-rules	0
beta compute network-firewall-policies mirroring-rules describe	402
beta compute network-firewall-policies rules	0
beta compute network-firewall-policies rules describe	401
beta compute network-profiles	0
beta compute network-profiles describe	0
beta compute network-profiles list	385
beta compute networks	0
beta compute networks describe	0
beta compute networks list	351
beta compute networks peerings	0
beta compute networks peerings list	329
beta compute networks peerings list-routes	176
beta compute networks subnets	0
beta compute networks subnets describe	543
beta compute networks subnets get-iam-policy	357
beta compute networks subnets list	328
beta compute networks subnets list-usable	372
beta compute networks vpc-access	0
beta compute networks vpc-access connectors	0
beta compute networks vpc-access connectors describe	543
beta compute networks vpc-access connectors list	361
beta compute networks vpc-access locations	0
beta compute networks vpc-access locations list	385
beta compute networks vpc-access operations	0
beta compute networks vpc-access operations describe	543
beta compute networks vpc-access operations list	361
beta compute operations	0
beta compute operations describe	427
beta compute operations list	226
beta compute org-security-policies	0
beta compute org-security-policies associations	0
beta compute org-security-policies associations list	216
beta compute org-security-policies describe	532
beta compute org-security-policies list	210
beta compute org-security-policies list-rules	335
beta compute org-security-policies rules	0
beta compute org-security-policies rules describe	535
beta compute os-config	0
beta compute os-config guest-policies	0
beta compute os-config guest-policies describe	0
beta compute os-config guest-policies list	385
beta compute os-config guest-policies lookup	566
beta compute os-config patch-deployments	0
beta compute os-config patch-deployments describe	0
beta compute os-config patch-deployments list	385
beta compute os-config patch-jobs	0
beta compute os-config patch-jobs describe	0
beta compute os-config patch-jobs list	385
beta compute os-config patch-jobs list-instance-details	380
beta compute os-config policy-orchestrators	0
beta compute os-config policy-orchestrators describe	409
beta compute os-config policy-orchestrators list	216
beta compute os-login	0
beta compute os-login describe-profile	0
beta compute os-login ssh-keys	0
beta compute os-login ssh-keys describe	448
beta compute os-login ssh-keys list	380
beta compute packet-mirrorings	0
beta compute packet-mirrorings describe	543
beta compute packet-mirrorings list	349
beta compute preview-features	0
beta compute preview-features describe	0
beta compute preview-features list	385
beta compute project-info	0
beta compute project-info describe	0
beta compute project-zonal-metadata	0
beta compute project-zonal-metadata describe	566
beta compute public-advertised-prefixes	0
beta compute public-advertised-prefixes describe	0
beta compute public-advertised-prefixes list	385
beta compute public-delegated-prefixes	0
beta compute public-delegated-prefixes delegated-sub-prefixes	0
beta compute public-delegated-prefixes describe	425
beta compute public-delegated-prefixes list	385
beta compute regions	0
beta compute regions describe	0
beta compute regions list	351
beta compute reservations	0
beta compute reservations blocks	0
beta compute reservations blocks describe	83
beta compute reservations blocks list	387
beta compute reservations describe	566
beta compute reservations get-iam-policy	388
beta compute reservations list	385
beta compute reservations sub-blocks	0
beta compute reservations sub-blocks describe	82
beta compute reservations sub-blocks list	81
beta compute resource-policies	0
beta compute resource-policies create	0
beta compute resource-policies describe	543
beta compute resource-policies get-iam-policy	357
beta compute resource-policies list	385
beta compute resource-policies update	0
beta compute routers	0
beta compute routers describe	543
beta compute routers list	349
beta compute routers list-bgp-routes	12
beta compute routers list-route-policies	361
beta compute routers nats	0
beta compute routers nats describe	545
beta compute routers nats list	545
beta compute routers nats rules	0
beta compute routers nats rules describe	530
beta compute routers nats rules list	530
beta compute routes	0
beta compute routes describe	0
beta compute routes list	351
beta compute security-policies	0
beta compute security-policies describe	425
beta compute security-policies list	224
beta compute security-policies list-preconfigured-expression-sets	380
beta compute security-policies rules	0
beta compute security-policies rules describe	546
beta compute service-attachments	0
beta compute service-attachments describe	543
beta compute service-attachments list	349
beta compute shared-vpc	0
beta compute shared-vpc associated-projects	0
beta compute shared-vpc associated-projects list	385
beta compute shared-vpc list-associated-resources	385
beta compute shared-vpc organizations	0
beta compute shared-vpc organizations list-host-projects	385
beta compute snapshot-settings	0
beta compute snapshot-settings describe	543
beta compute snapshots	0
beta compute snapshots describe	425
beta compute snapshots get-iam-policy	380
beta compute snapshots list	224
beta compute sole-tenancy	0
beta compute sole-tenancy node-groups	0
beta compute sole-tenancy node-groups describe	566
beta compute sole-tenancy node-groups get-iam-policy	388
beta compute sole-tenancy node-groups list	374
beta compute sole-tenancy node-groups list-nodes	388
beta compute sole-tenancy node-templates	0
beta compute sole-tenancy node-templates describe	543
beta compute sole-tenancy node-templates get-iam-policy	357
beta compute sole-tenancy node-templates list	385
beta compute sole-tenancy node-types	0
beta compute sole-tenancy node-types describe	566
beta compute sole-tenancy node-types list	385
beta compute ssl-certificates	0
beta compute ssl-certificates describe	425
beta compute ssl-certificates list	224
beta compute ssl-policies	0
beta compute ssl-policies describe	425
beta compute ssl-policies list	224
beta compute ssl-policies list-available-features	361
beta compute storage-pool-types	0
beta compute storage-pool-types describe	566
beta compute storage-pool-types list	380
beta compute storage-pools	0
beta compute storage-pools describe	566
beta compute storage-pools get-iam-policy	388
beta compute storage-pools list	380
beta compute storage-pools list-disks	566
beta compute target-grpc-proxies	0
beta compute target-grpc-proxies describe	0
beta compute target-grpc-proxies list	351
beta compute target-http-proxies	0
beta compute target-http-proxies describe	425
beta compute target-http-proxies list	224
beta compute target-https-proxies	0
beta compute target-https-proxies describe	425
beta compute target-https-proxies list	224
beta compute target-instances	0
beta compute target-instances describe	566
beta compute target-instances list	354
beta compute target-pools	0
beta compute target-pools describe	543
beta compute target-pools list	349
beta compute target-ssl-proxies	0
beta compute target-ssl-proxies describe	0
beta compute target-ssl-proxies list	385
beta compute target-tcp-proxies	0
beta compute target-tcp-proxies describe	425
beta compute target-tcp-proxies list	224
beta compute target-vpn-gateways	0
beta compute target-vpn-gateways describe	543
beta compute target-vpn-gateways list	349
beta compute tpus	0
beta compute tpus accelerator-types	0
beta compute tpus accelerator-types describe	566
beta compute tpus accelerator-types list	388
beta compute tpus describe	566
beta compute tpus execution-groups	0
beta compute tpus execution-groups describe	566
beta compute tpus execution-groups list	387
beta compute tpus list	387
beta compute tpus locations	0
beta compute tpus locations describe	0
beta compute tpus locations list	380
beta compute tpus versions	0
beta compute tpus versions describe	566
beta compute tpus versions list	388
beta compute url-maps	0
beta compute url-maps describe	425
beta compute url-maps list	224
beta compute url-maps list-cdn-cache-invalidations	424
beta compute vpn-gateways	0
beta compute vpn-gateways describe	543
beta compute vpn-gateways list	349
beta compute vpn-tunnels	0
beta compute vpn-tunnels describe	543
beta compute vpn-tunnels list	349
beta compute zones	0
beta compute zones describe	0
beta compute zones list	351
beta config	0
beta config configurations	0
beta config configurations describe	14
beta config configurations list	392
beta config get	0
beta config list	17
beta container	0
beta container backup-restore	0
beta container backup-restore backup-channels	0
beta container backup-restore backup-channels describe	468
beta container backup-restore backup-channels list	313
beta container backup-restore backup-plan-bindings	0
beta container backup-restore backup-plan-bindings describe	42
beta container backup-restore backup-plan-bindings list	41
beta container backup-restore backup-plans	0
beta container backup-restore backup-plans describe	468
beta container backup-restore backup-plans get-iam-policy	308
beta container backup-restore backup-plans list	313
beta container backup-restore backups	0
beta container backup-restore backups describe	49
beta container backup-restore backups get-iam-policy	47
beta container backup-restore backups list	48
beta container backup-restore locations	0
beta container backup-restore locations describe	0
beta container backup-restore locations list	385
beta container backup-restore operations	0
beta container backup-restore operations describe	468
beta container backup-restore operations list	313
beta container backup-restore restore-channels	0
beta container backup-restore restore-channels describe	468
beta container backup-restore restore-channels list	313
beta container backup-restore restore-plan-bindings	0
beta container backup-restore restore-plan-bindings describe	499
beta container backup-restore restore-plan-bindings list	299
beta container backup-restore restore-plans	0
beta container backup-restore restore-plans describe	468
beta container backup-restore restore-plans get-iam-policy	308
beta container backup-restore restore-plans list	313
beta container backup-restore restores	0
beta container backup-restore restores describe	500
beta container backup-restore restores get-iam-policy	300
beta container backup-restore restores list	301
beta container backup-restore volume-backups	0
beta container backup-restore volume-backups describe	56
beta container backup-restore volume-backups list	55
beta container backup-restore volume-restores	0
beta container backup-restore volume-restores describe	501
beta container backup-restore volume-restores list	302
beta container bare-metal	0
beta container bare-metal admin-clusters	0
beta container bare-metal admin-clusters describe	468
beta container bare-metal admin-clusters list	313
beta container bare-metal clusters	0
beta container bare-metal clusters describe	468
beta container bare-metal clusters list	313
beta container bare-metal node-pools	0
beta container bare-metal node-pools describe	103
beta container bare-metal node-pools list	98
beta container bare-metal operations	0
beta container bare-metal operations describe	468
beta container bare-metal operations list	313
beta container binauthz	0
beta container binauthz attestations	0
beta container binauthz attestations list	27
beta container binauthz attestors	0
beta container binauthz attestors describe	0
beta container binauthz attestors get-iam-policy	385
beta container binauthz attestors list	385
beta container binauthz attestors public-keys	0
beta container binauthz policy	0
beta container binauthz policy describe	539
beta container binauthz policy get-iam-policy	385
beta container binauthz policy list	385
beta container clusters	493
beta container clusters describe	493
beta container clusters list	292
beta container fleet	0
beta container fleet cloudrun	0
beta container fleet cloudrun describe	0
beta container fleet clusterupgrade	0
beta container fleet clusterupgrade describe	560
beta container fleet config-management	0
beta container fleet config-management version	385
beta container fleet dataplane-v2-encryption	0
beta container fleet dataplane-v2-encryption describe	0
beta container fleet describe	0
beta container fleet features	0
beta container fleet features list	313
beta container fleet fleetobservability	0
beta container fleet fleetobservability describe	0
beta container fleet identity-service	0
beta container fleet identity-service describe	385
beta container fleet ingress	0
beta container fleet ingress describe	0
beta container fleet list	337
beta container fleet memberships	0
beta container fleet memberships bindings	0
beta container fleet memberships bindings describe	472
beta container fleet memberships bindings list	268
beta container fleet memberships describe	468
beta container fleet memberships list	313
beta container fleet memberships support-access	0
beta container fleet memberships support-access describe	468
beta container fleet mesh	0
beta container fleet mesh debug	0
beta container fleet mesh describe	0
beta container fleet multi-cluster-services	0
beta container fleet multi-cluster-services describe	0
beta container fleet operations	0
beta container fleet operations describe	468
beta container fleet operations list	313
beta container fleet packages	0
beta container fleet packages describe	506
beta container fleet packages list	313
beta container fleet packages resource-bundles	0
beta container fleet packages resource-bundles describe	468
beta container fleet packages resource-bundles list	313
beta container fleet packages resource-bundles releases	0
beta container fleet packages resource-bundles releases describe	497
beta container fleet packages resource-bundles releases list	297
beta container fleet packages rollouts	0
beta container fleet packages rollouts describe	404
beta container fleet packages rollouts list	204
beta container fleet policycontroller	0
beta container fleet policycontroller content	0
beta container fleet policycontroller content bundles	0
beta container fleet policycontroller content templates	0
beta container fleet policycontroller deployment	0
beta container fleet policycontroller describe	18
beta container fleet rbacrolebindingactuation	0
beta container fleet rbacrolebindingactuation describe	0
beta container fleet scopes	0
beta container fleet scopes describe	468
beta container fleet scopes get-iam-policy	380
beta container fleet scopes list	385
beta container fleet scopes list-app-operator-bindings	385
beta container fleet scopes list-memberships	385
beta container fleet scopes namespaces	0
beta container fleet scopes namespaces describe	558
beta container fleet scopes namespaces list	370
beta container fleet scopes rbacrolebindings	0
beta container fleet scopes rbacrolebindings describe	503
beta container fleet scopes rbacrolebindings list	370
beta container hub	0
beta container hub cloudrun	0
beta container hub cloudrun describe	0
beta container hub clusterupgrade	0
beta container hub clusterupgrade describe	560
beta container hub config-management	0
beta container hub config-management version	385
beta container hub dataplane-v2-encryption	0
beta container hub dataplane-v2-encryption describe	0
beta container hub describe	0
beta container hub features	0
beta container hub features list	313
beta container hub fleetobservability	0
beta container hub fleetobservability describe	0
beta container hub identity-service	0
beta container hub identity-service describe	385
beta container hub ingress	0
beta container hub ingress describe	0
beta container hub list	337
beta container hub memberships	0
beta container hub memberships bindings	0
beta container hub memberships bindings describe	472
beta container hub memberships bindings list	268
beta container hub memberships describe	468
beta container hub memberships list	313
beta container hub memberships support-access	0
beta container hub memberships support-access describe	468
beta container hub mesh	0
beta container hub mesh debug	0
beta container hub mesh describe	0
beta container hub multi-cluster-services	0
beta container hub multi-cluster-services describe	0
beta container hub operations	0
beta container hub operations describe	468
beta container hub operations list	313
beta container hub packages	0
beta container hub packages describe	506
beta container hub packages list	313
beta container hub packages resource-bundles	0
beta container hub packages resource-bundles describe	468
beta container hub packages resource-bundles list	313
beta container hub packages resource-bundles releases	0
beta container hub packages resource-bundles releases describe	497
beta container hub packages resource-bundles releases list	297
beta container hub packages rollouts	0
beta container hub packages rollouts describe	404
beta container hub packages rollouts list	204
beta container hub policycontroller	0
beta container hub policycontroller content	0
beta container hub policycontroller content bundles	0
beta container hub policycontroller content templates	0
beta container hub policycontroller deployment	0
beta container hub policycontroller describe	18
beta container hub rbacrolebindingactuation	0
beta container hub rbacrolebindingactuation describe	0
beta container hub scopes	0
beta container hub scopes describe	468
beta container hub scopes get-iam-policy	380
beta container hub scopes list	385
beta container hub scopes list-app-operator-bindings	385
beta container hub scopes list-memberships	385
beta container hub scopes namespaces	0
beta container hub scopes namespaces describe	558
beta container hub scopes namespaces list	370
beta container hub scopes rbacrolebindings	0
beta container hub scopes rbacrolebindings describe	503
beta container hub scopes rbacrolebindings list	370
beta container images	0
beta container images describe	524
beta container images list	367
beta container images list-tags	330
beta container node-pools	493
beta container node-pools describe	105
beta container node-pools list	97
beta container operations	493
beta container operations describe	493
beta container operations list	293
beta container subnets	0
beta container subnets list-usable	327
beta container vmware	0
beta container vmware admin-clusters	0
beta container vmware admin-clusters describe	468
beta container vmware admin-clusters list	313
beta container vmware clusters	0
beta container vmware clusters describe	468
beta container vmware clusters list	313
beta container vmware node-pools	0
beta container vmware node-pools describe	103
beta container vmware node-pools list	98
beta container vmware operations	0
beta container vmware operations describe	468
beta container vmware operations list	313
beta data-catalog	0
beta data-catalog entries	0
beta data-catalog entries describe	190
beta data-catalog entries list	189
beta data-catalog entries lookup	0
beta data-catalog entry-groups	0
beta data-catalog entry-groups describe	468
beta data-catalog entry-groups get-iam-policy	308
beta data-catalog entry-groups list	313
beta data-catalog search	434
beta data-catalog tag-templates	0
beta data-catalog tag-templates describe	468
beta data-catalog tag-templates fields	0
beta data-catalog tag-templates fields enum-values	0
beta data-catalog tag-templates get-iam-policy	308
beta data-catalog tags	0
beta data-catalog tags list	191
beta data-catalog taxonomies	0
beta data-catalog taxonomies describe	468
beta data-catalog taxonomies get-iam-policy	308
beta data-catalog taxonomies list	313
beta data-catalog taxonomies policy-tags	0
beta data-catalog taxonomies policy-tags describe	510
beta data-catalog taxonomies policy-tags get-iam-policy	311
beta data-catalog taxonomies policy-tags list	312
beta data-fusion	0
beta data-fusion get-iam-policy	272
beta data-fusion instances	0
beta data-fusion instances describe	468
beta data-fusion instances list	313
beta data-fusion operations	0
beta data-fusion operations list	313
beta dataflow	0
beta dataflow flex-template	0
beta dataflow jobs	0
beta dataflow jobs describe	415
beta dataflow jobs list	132
beta dataflow logs	0
beta dataflow logs list	13
beta dataflow metrics	0
beta dataflow metrics list	89
beta dataflow snapshots	0
beta dataflow snapshots describe	543
beta dataflow snapshots list	446
beta dataflow yaml	0
beta datapipelines	0
beta datapipelines pipeline	0
beta datapipelines pipeline describe	543
beta datapipelines pipeline job	0
beta datapipelines pipeline job list	343
beta datapipelines pipeline list	361
beta dataproc	0
beta dataproc autoscaling-policies	0
beta dataproc autoscaling-policies describe	543
beta dataproc autoscaling-policies get-iam-policy	543
beta dataproc autoscaling-policies list	361
beta dataproc batches	0
beta dataproc batches describe	543
beta dataproc batches list	467
beta dataproc batches submit	33
beta dataproc clusters	0
beta dataproc clusters describe	543
beta dataproc clusters get-iam-policy	357
beta dataproc clusters gke	0
beta dataproc clusters list	357
beta dataproc jobs	0
beta dataproc jobs describe	543
beta dataproc jobs get-iam-policy	357
beta dataproc jobs list	100
beta dataproc jobs submit	34
beta dataproc node-groups	0
beta dataproc node-groups describe	106
beta dataproc operations	0
beta dataproc operations describe	543
beta dataproc operations get-iam-policy	357
beta dataproc operations list	100
beta dataproc session-templates	0
beta dataproc session-templates describe	468
beta dataproc session-templates list	313
beta dataproc sessions	0
beta dataproc sessions create	35
beta dataproc sessions describe	468
beta dataproc sessions list	463
beta dataproc workflow-templates	0
beta dataproc workflow-templates add-job	0
beta dataproc workflow-templates describe	543
beta dataproc workflow-templates get-iam-policy	543
beta dataproc workflow-templates list	357
beta datastore	0
beta datastore indexes	0
beta datastore indexes describe	0
beta datastore indexes list	385
beta datastore operations	0
beta datastore operations describe	0
beta datastore operations list	385
beta datastream	0
beta datastream connection-profiles	0
beta datastream connection-profiles describe	468
beta datastream connection-profiles list	313
beta datastream locations	0
beta datastream locations describe	0
beta datastream locations list	385
beta datastream operations	0
beta datastream operations describe	468
beta datastream operations list	313
beta datastream private-connections	0
beta datastream private-connections describe	468
beta datastream private-connections list	313
beta datastream routes	0
beta datastream routes describe	487
beta datastream routes list	286
beta datastream streams	0
beta datastream streams describe	468
beta datastream streams list	313
beta deploy	0
beta deploy automation-runs	0
beta deploy automation-runs describe	163
beta deploy automation-runs list	161
beta deploy automations	0
beta deploy automations describe	163
beta deploy automations list	161
beta deploy custom-target-types	0
beta deploy custom-target-types describe	543
beta deploy custom-target-types get-iam-policy	357
beta deploy custom-target-types list	361
beta deploy delivery-pipelines	0
beta deploy delivery-pipelines describe	543
beta deploy delivery-pipelines get-iam-policy	357
beta deploy delivery-pipelines list	361
beta deploy deploy-policies	0
beta deploy deploy-policies describe	543
beta deploy deploy-policies get-iam-policy	357
beta deploy job-runs	0
beta deploy job-runs describe	165
beta deploy job-runs list	159
beta deploy releases	0
beta deploy releases describe	163
beta deploy releases list	161
beta deploy rollouts	0
beta deploy rollouts describe	164
beta deploy rollouts list	160
beta deploy targets	0
beta deploy targets describe	162
beta deploy targets get-iam-policy	357
beta deploy targets list	361
beta deployment-manager	0
beta deployment-manager deployments	0
beta deployment-manager deployments describe	0
beta deployment-manager deployments list	379
beta deployment-manager manifests	0
beta deployment-manager manifests describe	167
beta deployment-manager manifests list	170
beta deployment-manager operations	0
beta deployment-manager operations describe	0
beta deployment-manager operations list	379
beta deployment-manager resources	167
beta deployment-manager resources describe	167
beta deployment-manager resources list	170
beta deployment-manager type-providers	0
beta deployment-manager type-providers describe	0
beta deployment-manager type-providers list	385
beta deployment-manager types	0
beta deployment-manager types describe	541
beta deployment-manager types list	346
beta developer-connect	0
beta developer-connect connections	0
beta developer-connect connections describe	468
beta developer-connect connections git-repository-links	0
beta developer-connect connections git-repository-links describe	126
beta developer-connect connections git-repository-links list	124
beta developer-connect connections list	313
beta developer-connect insights-configs	0
beta developer-connect insights-configs describe	468
beta developer-connect insights-configs list	313
beta developer-connect operations	0
beta developer-connect operations describe	468
beta developer-connect operations list	313
beta dns	0
beta dns dns-keys	0
beta dns dns-keys describe	566
beta dns dns-keys list	394
beta dns managed-zones	0
beta dns managed-zones describe	468
beta dns managed-zones get-iam-policy	0
beta dns managed-zones list	313
beta dns operations	0
beta dns operations describe	566
beta dns operations list	395
beta dns policies	0
beta dns policies describe	0
beta dns policies list	385
beta dns project-info	0
beta dns project-info describe	0
beta dns record-sets	0
beta dns record-sets changes	0
beta dns record-sets changes describe	566
beta dns record-sets changes list	381
beta dns record-sets describe	512
beta dns record-sets list	269
beta dns record-sets transaction	563
beta dns record-sets transaction describe	564
beta dns response-policies	0
beta dns response-policies describe	468
beta dns response-policies list	313
beta dns response-policies rules	0
beta dns response-policies rules describe	498
beta dns response-policies rules list	313
beta domains	0
beta domains list-user-verified	0
beta domains registrations	0
beta domains registrations authorization-code	0
beta domains registrations authorization-code get	0
beta domains registrations configure	0
beta domains registrations describe	0
beta domains registrations google-domains-dns	0
beta domains registrations list	385
beta domains registrations operations	0
beta domains registrations operations describe	0
beta domains registrations operations list	385
beta emulators	0
beta emulators bigtable	0
beta emulators datastore	137
beta emulators firestore	0
beta emulators pubsub	137
beta emulators spanner	0
beta endpoints	0
beta endpoints configs	0
beta endpoints configs describe	559
beta endpoints configs list	373
beta endpoints operations	0
beta endpoints operations describe	0
beta endpoints operations list	373
beta endpoints services	0
beta endpoints services describe	0
beta endpoints services get-iam-policy	380
beta endpoints services list	380
beta error-reporting	0
beta error-reporting events	0
beta essential-contacts	0
beta essential-contacts describe	409
beta essential-contacts list	214
beta eventarc	0
beta eventarc enrollments	0
beta eventarc enrollments describe	468
beta eventarc enrollments list	313
beta eventarc google-api-sources	0
beta eventarc google-api-sources describe	468
beta eventarc google-api-sources list	313
beta eventarc message-buses	0
beta eventarc message-buses describe	468
beta eventarc message-buses list	313
beta eventarc message-buses list-enrollments	313
beta eventarc pipelines	0
beta eventarc pipelines describe	468
beta eventarc pipelines list	313
beta filestore	0
beta filestore backups	0
beta filestore backups describe	543
beta filestore backups list	361
beta filestore instances	0
beta filestore instances describe	493
beta filestore instances list	292
beta filestore instances snapshots	0
beta filestore instances snapshots describe	437
beta filestore instances snapshots list	242
beta filestore locations	0
beta filestore locations describe	0
beta filestore locations list	385
beta filestore operations	0
beta filestore operations describe	520
beta filestore operations list	317
beta filestore regions	0
beta filestore regions list	385
beta filestore zones	0
beta filestore zones list	385
beta firebase	0
beta firebase test	0
beta firebase test android	0
beta firebase test android list-device-capacities	380
beta firebase test android locales	0
beta firebase test android locales describe	0
beta firebase test android locales list	380
beta firebase test android models	0
beta firebase test android models describe	0
beta firebase test android models list	380
beta firebase test android versions	0
beta firebase test android versions describe	0
beta firebase test android versions list	380
beta firebase test ios	0
beta firebase test ios list-device-capacities	380
beta firebase test ios locales	0
beta firebase test ios locales describe	0
beta firebase test ios locales list	380
beta firebase test ios models	0
beta firebase test ios models describe	0
beta firebase test ios models list	380
beta firebase test ios versions	0
beta firebase test ios versions describe	0
beta firebase test ios versions list	380
beta firebase test ip-blocks	0
beta firebase test ip-blocks list	380
beta firebase test network-profiles	0
beta firebase test network-profiles describe	0
beta firebase test network-profiles list	380
beta firestore	0
beta firestore backups	0
beta firestore backups describe	59
beta firestore backups list	313
beta firestore backups schedules	0
beta firestore backups schedules describe	50
beta firestore backups schedules list	149
beta firestore databases	0
beta firestore databases describe	144
beta firestore databases list	376
beta firestore fields	0
beta firestore fields ttls	0
beta firestore fields ttls list	114
beta firestore indexes	0
beta firestore indexes composite	0
beta firestore indexes composite describe	144
beta firestore indexes composite list	149
beta firestore indexes fields	0
beta firestore indexes fields describe	113
beta firestore indexes fields list	114
beta firestore locations	0
beta firestore locations list	385
beta firestore operations	0
beta firestore operations describe	144
beta firestore operations list	149
beta firestore user-creds	0
beta firestore user-creds describe	144
beta firestore user-creds list	149
beta functions	0
beta functions describe	552
beta functions event-types	0
beta functions event-types list	422
beta functions get-iam-policy	361
beta functions list	366
beta functions logs	0
beta functions logs read	185
beta functions regions	0
beta functions regions list	221
beta functions runtimes	0
beta functions runtimes list	361
beta healthcare	0
beta healthcare consent-stores	0
beta healthcare consent-stores describe	158
beta healthcare consent-stores get-iam-policy	155
beta healthcare consent-stores list	156
beta healthcare datasets	0
beta healthcare datasets describe	468
beta healthcare datasets get-iam-policy	308
beta healthcare datasets list	313
beta healthcare dicom-stores	0
beta healthcare dicom-stores describe	158
beta healthcare dicom-stores export	0
beta healthcare dicom-stores get-iam-policy	155
beta healthcare dicom-stores import	0
beta healthcare dicom-stores list	156
beta healthcare fhir-stores	0
beta healthcare fhir-stores describe	158
beta healthcare fhir-stores export	0
beta healthcare fhir-stores get-iam-policy	155
beta healthcare fhir-stores import	0
beta healthcare fhir-stores list	156
beta healthcare hl7v2-stores	0
beta healthcare hl7v2-stores describe	158
beta healthcare hl7v2-stores export	0
beta healthcare hl7v2-stores get-iam-policy	155
beta healthcare hl7v2-stores import	0
beta healthcare hl7v2-stores list	156
beta healthcare nlp	0
beta healthcare operations	0
beta healthcare operations describe	158
beta healthcare operations list	156
beta help	380
beta iam	0
beta iam list-grantable-roles	400
beta iam list-testable-permissions	202
beta iam policies	0
beta iam policies get	37
beta iam policies list	36
beta iam policy-bindings	0
beta iam policy-bindings describe	407
beta iam policy-bindings list	207
beta iam principal-access-boundary-policies	0
beta iam principal-access-boundary-policies describe	479
beta iam principal-access-boundary-policies list	279
beta iam roles	0
beta iam roles describe	532
beta iam roles list	339
beta iam service-accounts	0
beta iam service-accounts describe	0
beta iam service-accounts get-iam-policy	380
beta iam service-accounts keys	0
beta iam service-accounts keys list	133
beta iam service-accounts list	393
beta iam workforce-pools	0
beta iam workforce-pools describe	468
beta iam workforce-pools list	277
beta iam workforce-pools operations	0
beta iam workforce-pools operations describe	518
beta iam workforce-pools providers	0
beta iam workforce-pools providers describe	518
beta iam workforce-pools providers keys	0
beta iam workforce-pools providers keys describe	489
beta iam workforce-pools providers keys list	289
beta iam workforce-pools providers keys operations	0
beta iam workforce-pools providers keys operations describe	449
beta iam workforce-pools providers list	306
beta iam workforce-pools providers operations	0
beta iam workforce-pools providers operations describe	489
beta iam workload-identity-pools	0
beta iam workload-identity-pools describe	468
beta iam workload-identity-pools list	305
beta iam workload-identity-pools operations	0
beta iam workload-identity-pools operations describe	519
beta iam workload-identity-pools providers	0
beta iam workload-identity-pools providers describe	519
beta iam workload-identity-pools providers list	307
beta iam workload-identity-pools providers operations	0
beta iam workload-identity-pools providers operations describe	490
beta iap	0
beta iap oauth-brands	0
beta iap oauth-brands describe	0
beta iap oauth-brands list	380
beta iap oauth-clients	0
beta iap oauth-clients describe	84
beta iap oauth-clients list	380
beta iap settings	0
beta iap settings get	411
beta iap tcp	0
beta iap tcp dest-groups	0
beta iap tcp dest-groups describe	543
beta iap tcp dest-groups get-iam-policy	173
beta iap tcp dest-groups list	357
beta iap web	0
beta iap web get-iam-policy	355
beta identity	0
beta identity groups	0
beta identity groups describe	0
beta identity groups memberships	0
beta identity groups memberships describe	429
beta identity groups memberships list	231
beta identity groups search	452
beta ids	0
beta ids endpoints	0
beta ids endpoints describe	566
beta ids endpoints list	385
beta kms	0
beta kms autokey-config	0
beta kms autokey-config describe	405
beta kms ekm-config	0
beta kms ekm-config describe	468
beta kms ekm-config get-iam-policy	308
beta kms ekm-connections	0
beta kms ekm-connections describe	468
beta kms ekm-connections get-iam-policy	308
beta kms ekm-connections list	313
beta kms import-jobs	0
beta kms import-jobs describe	39
beta kms import-jobs get-iam-policy	257
beta kms import-jobs list	258
beta kms inventory	0
beta kms inventory list-keys	385
beta kms key-handles	0
beta kms key-handles describe	468
beta kms key-handles list	298
beta kms keyrings	0
beta kms keyrings describe	468
beta kms keyrings get-iam-policy	308
beta kms keyrings list	313
beta kms keys	0
beta kms keys describe	451
beta kms keys get-iam-policy	257
beta kms keys list	258
beta kms keys versions	0
beta kms keys versions describe	38
beta kms keys versions list	256
beta kms locations	0
beta kms locations list	385
beta lifesciences	0
beta lifesciences locations	0
beta lifesciences locations describe	0
beta lifesciences locations list	385
beta lifesciences operations	0
beta lifesciences operations describe	468
beta lifesciences operations list	313
beta lifesciences pipelines	0
beta logging	0
beta logging buckets	0
beta logging buckets describe	76
beta logging buckets list	70
beta logging links	0
beta logging links describe	65
beta logging links list	63
beta logging locations	0
beta logging locations describe	78
beta logging locations list	71
beta logging logs	0
beta logging logs list	85
beta logging metrics	0
beta logging metrics describe	0
beta logging metrics list	392
beta logging operations	0
beta logging operations describe	76
beta logging operations list	75
beta logging read	64
beta logging resource-descriptors	0
beta logging resource-descriptors list	392
beta logging settings	0
beta logging settings describe	78
beta logging sinks	0
beta logging sinks describe	78
beta logging sinks list	72
beta logging tail	62
beta logging views	0
beta logging views describe	65
beta logging views list	63
beta managed-kafka	0
beta managed-kafka acls	0
beta managed-kafka acls describe	103
beta managed-kafka acls list	319
beta managed-kafka clusters	0
beta managed-kafka clusters describe	468
beta managed-kafka clusters list	308
beta managed-kafka consumer-groups	0
beta managed-kafka consumer-groups describe	103
beta managed-kafka consumer-groups list	308
beta managed-kafka operations	0
beta managed-kafka operations describe	468
beta managed-kafka operations list	308
beta managed-kafka schema-registries	0
beta managed-kafka schema-registries describe	468
beta managed-kafka schema-registries list	308
beta managed-kafka topics	0
beta managed-kafka topics describe	103
beta managed-kafka topics list	308
beta memcache	0
beta memcache instances	0
beta memcache instances describe	543
beta memcache instances list	361
beta memcache operations	0
beta memcache operations describe	543
beta memcache operations list	361
beta memcache regions	0
beta memcache regions describe	0
beta memcache regions list	385
beta memorystore	0
beta memorystore backup-collections	0
beta memorystore backup-collections backups	0
beta memorystore backup-collections backups describe	45
beta memorystore backup-collections backups list	43
beta memorystore backup-collections describe	468
beta memorystore backup-collections list	313
beta memorystore instances	0
beta memorystore instances describe	468
beta memorystore instances list	313
beta memorystore locations	0
beta memorystore locations describe	0
beta memorystore locations list	385
beta memorystore operations	0
beta memorystore operations describe	468
beta memorystore operations list	313
beta metastore	0
beta metastore federations	0
beta metastore federations describe	468
beta metastore federations get-iam-policy	308
beta metastore federations list	313
beta metastore locations	0
beta metastore locations describe	0
beta metastore locations list	385
beta metastore operations	0
beta metastore operations describe	468
beta metastore operations list	313
beta metastore services	0
beta metastore services backups	0
beta metastore services backups describe	505
beta metastore services backups get-iam-policy	303
beta metastore services backups list	304
beta metastore services databases	0
beta metastore services databases get-iam-policy	303
beta metastore services databases tables	0
beta metastore services databases tables get-iam-policy	148
beta metastore services describe	468
beta metastore services export	0
beta metastore services get-iam-policy	308
beta metastore services import	0
beta metastore services imports	0
beta metastore services imports describe	505
beta metastore services imports list	304
beta metastore services list	313
beta metastore services migrations	0
beta metastore services migrations describe	505
beta metastore services migrations list	304
beta ml	0
beta ml language	0
beta ml speech	0
beta ml speech operations	0
beta ml speech operations describe	0
beta ml translate	0
beta ml video	0
beta ml video operations	0
beta ml video operations describe	468
beta ml vision	0
beta ml vision operations	0
beta ml vision operations describe	0
beta ml vision product-search	0
beta ml vision product-search images	0
beta ml vision product-search images describe	488
beta ml vision product-search images list	288
beta ml vision product-search product-sets	0
beta ml vision product-search product-sets describe	468
beta ml vision product-search product-sets list	313
beta ml vision product-search product-sets list-products	287
beta ml vision product-search products	0
beta ml vision product-search products describe	468
beta ml vision product-search products list	313
beta ml-engine	0
beta ml-engine jobs	0
beta ml-engine jobs describe	562
beta ml-engine jobs list	385
beta ml-engine jobs submit	0
beta ml-engine local	0
beta ml-engine models	0
beta ml-engine models describe	543
beta ml-engine models get-iam-policy	357
beta ml-engine models list	361
beta ml-engine operations	0
beta ml-engine operations describe	543
beta ml-engine operations list	361
beta ml-engine versions	0
beta ml-engine versions describe	526
beta ml-engine versions list	325
beta monitoring	0
beta monitoring channel-descriptors	0
beta monitoring channel-descriptors describe	0
beta monitoring channel-descriptors list	385
beta monitoring channels	0
beta monitoring channels describe	0
beta monitoring channels list	383
beta monitoring dashboards	0
beta monitoring dashboards describe	0
beta monitoring dashboards list	385
beta monitoring metrics-scopes	0
beta monitoring metrics-scopes describe	0
beta monitoring metrics-scopes list	385
beta monitoring snoozes	0
beta monitoring snoozes describe	0
beta monitoring snoozes list	385
beta monitoring uptime	0
beta monitoring uptime describe	0
beta monitoring uptime list-configs	385
beta monitoring uptime list-ips	385
beta netapp	0
beta netapp active-directories	0
beta netapp active-directories describe	468
beta netapp active-directories list	313
beta netapp backup-policies	0
beta netapp backup-policies describe	468
beta netapp backup-policies list	313
beta netapp backup-vaults	0
beta netapp backup-vaults backups	0
beta netapp backup-vaults backups describe	54
beta netapp backup-vaults backups list	53
beta netapp backup-vaults describe	468
beta netapp backup-vaults list	313
beta netapp kms-configs	0
beta netapp kms-configs describe	468
beta netapp kms-configs list	313
beta netapp locations	0
beta netapp locations describe	0
beta netapp locations list	385
beta netapp operations	0
beta netapp operations describe	468
beta netapp operations list	313
beta netapp storage-pools	0
beta netapp storage-pools describe	468
beta netapp storage-pools list	313
beta netapp volumes	0
beta netapp volumes describe	468
beta netapp volumes list	313
beta netapp volumes quota-rules	0
beta netapp volumes quota-rules describe	515
beta netapp volumes quota-rules list	315
beta netapp volumes replications	0
beta netapp volumes replications describe	515
beta netapp volumes replications list	315
beta netapp volumes snapshots	0
beta netapp volumes snapshots describe	515
beta netapp volumes snapshots list	315
beta network-connectivity	0
beta network-connectivity hubs	0
beta network-connectivity hubs describe	0
beta network-connectivity hubs get-iam-policy	380
beta network-connectivity hubs groups	0
beta network-connectivity hubs groups describe	432
beta network-connectivity hubs groups get-iam-policy	234
beta network-connectivity hubs groups list	234
beta network-connectivity hubs list	380
beta network-connectivity hubs list-spokes	382
beta network-connectivity hubs route-tables	0
beta network-connectivity hubs route-tables describe	432
beta network-connectivity hubs route-tables list	234
beta network-connectivity hubs route-tables routes	0
beta network-connectivity hubs route-tables routes describe	433
beta network-connectivity hubs route-tables routes list	184
beta network-connectivity locations	0
beta network-connectivity locations describe	0
beta network-connectivity locations list	380
beta network-connectivity operations	0
beta network-connectivity operations describe	543
beta network-connectivity operations list	357
beta network-connectivity policy-based-routes	0
beta network-connectivity policy-based-routes describe	0
beta network-connectivity policy-based-routes list	380
beta network-connectivity regional-endpoints	0
beta network-connectivity regional-endpoints describe	543
beta network-connectivity regional-endpoints list	357
beta network-connectivity spokes	0
beta network-connectivity spokes describe	425
beta network-connectivity spokes gateways	0
beta network-connectivity spokes gateways advertised-routes	0
beta network-connectivity spokes gateways advertised-routes describe	548
beta network-connectivity spokes gateways advertised-routes list	358
beta network-connectivity spokes linked-interconnect-attachments	0
beta network-connectivity spokes linked-producer-vpc-network	0
beta network-connectivity spokes linked-router-appliances	0
beta network-connectivity spokes linked-vpc-network	0
beta network-connectivity spokes linked-vpn-tunnels	0
beta network-connectivity spokes list	227
beta network-management	0
beta network-management connectivity-tests	0
beta network-management connectivity-tests describe	0
beta network-management connectivity-tests list	380
beta network-management operations	0
beta network-management operations describe	0
beta network-management operations list	380
beta network-management vpc-flow-logs-configs	0
beta network-management vpc-flow-logs-configs describe	479
beta network-management vpc-flow-logs-configs list	279
beta network-security	0
beta network-security address-groups	0
beta network-security address-groups describe	468
beta network-security address-groups list	313
beta network-security address-groups list-references	313
beta network-security authorization-policies	0
beta network-security authorization-policies list	313
beta network-security authz-policies	0
beta network-security authz-policies describe	468
beta network-security authz-policies list	313
beta network-security backend-authentication-configs	0
beta network-security backend-authentication-configs describe	468
beta network-security backend-authentication-configs list	313
beta network-security client-tls-policies	0
beta network-security client-tls-policies list	313
beta network-security firewall-endpoint-associations	0
beta network-security firewall-endpoint-associations describe	566
beta network-security firewall-endpoint-associations list	387
beta network-security firewall-endpoints	0
beta network-security firewall-endpoints describe	538
beta network-security firewall-endpoints list	338
beta network-security gateway-security-policies	0
beta network-security gateway-security-policies list	313
beta network-security gateway-security-policies rules	0
beta network-security gateway-security-policies rules list	218
beta network-security intercept-deployment-groups	0
beta network-security intercept-deployment-groups describe	468
beta network-security intercept-deployment-groups list	313
beta network-security intercept-deployments	0
beta network-security intercept-deployments describe	468
beta network-security intercept-deployments list	313
beta network-security intercept-endpoint-group-associations	0
beta network-security intercept-endpoint-group-associations describe	468
beta network-security intercept-endpoint-group-associations list	313
beta network-security intercept-endpoint-groups	0
beta network-security intercept-endpoint-groups describe	468
beta network-security intercept-endpoint-groups list	313
beta network-security mirroring-deployment-groups	0
beta network-security mirroring-deployment-groups describe	468
beta network-security mirroring-deployment-groups list	313
beta network-security mirroring-deployments	0
beta network-security mirroring-deployments describe	468
beta network-security mirroring-deployments list	313
beta network-security mirroring-endpoint-group-associations	0
beta network-security mirroring-endpoint-group-associations describe	468
beta network-security mirroring-endpoint-group-associations list	313
beta network-security mirroring-endpoint-groups	0
beta network-security mirroring-endpoint-groups describe	468
beta network-security mirroring-endpoint-groups list	313
beta network-security org-address-groups	0
beta network-security org-address-groups describe	479
beta network-security org-address-groups list	279
beta network-security org-address-groups list-references	279
beta network-security secure-access-connect	0
beta network-security secure-access-connect attachments	0
beta network-security secure-access-connect attachments describe	468
beta network-security secure-access-connect attachments list	308
beta network-security secure-access-connect realms	0
beta network-security secure-access-connect realms describe	468
beta network-security secure-access-connect realms list	308
beta network-security security-profile-groups	0
beta network-security security-profile-groups describe	479
beta network-security security-profile-groups list	279
beta network-security security-profiles	0
beta network-security security-profiles custom-intercept	0
beta network-security security-profiles custom-intercept describe	479
beta network-security security-profiles custom-intercept list	279
beta network-security security-profiles custom-mirroring	0
beta network-security security-profiles custom-mirroring describe	479
beta network-security security-profiles custom-mirroring list	279
beta network-security security-profiles threat-prevention	0
beta network-security security-profiles threat-prevention list	279
beta network-security security-profiles threat-prevention list-overrides	479
beta network-security server-tls-policies	0
beta network-security server-tls-policies describe	468
beta network-security server-tls-policies list	313
beta network-security tls-inspection-policies	0
beta network-security tls-inspection-policies list	313
beta network-security url-lists	0
beta network-security url-lists list	313
beta network-services	0
beta network-services endpoint-policies	0
beta network-services endpoint-policies describe	468
beta network-services endpoint-policies list	313
beta network-services multicast-consumer-associations	0
beta network-services multicast-consumer-associations describe	468
beta network-services multicast-consumer-associations list	313
beta network-services multicast-domain-activations	0
beta network-services multicast-domain-activations describe	468
beta network-services multicast-domain-activations list	313
beta network-services multicast-domain-groups	0
beta network-services multicast-domain-groups describe	468
beta network-services multicast-domain-groups list	313
beta network-services multicast-domains	0
beta network-services multicast-domains describe	468
beta network-services multicast-domains list	313
beta network-services multicast-group-consumer-activations	0
beta network-services multicast-group-consumer-activations describe	468
beta network-services multicast-group-consumer-activations list	313
beta network-services multicast-group-producer-activations	0
beta network-services multicast-group-producer-activations describe	468
beta network-services multicast-group-producer-activations list	313
beta network-services multicast-group-range-activations	0
beta network-services multicast-group-range-activations describe	468
beta network-services multicast-group-range-activations list	313
beta network-services multicast-group-ranges	0
beta network-services multicast-group-ranges describe	468
beta network-services multicast-group-ranges list	313
beta network-services multicast-producer-associations	0
beta network-services multicast-producer-associations describe	468
beta network-services multicast-producer-associations list	313
beta network-services operations	0
beta network-services operations describe	468
beta network-services operations list	313
beta network-services service-bindings	0
beta network-services service-bindings describe	468
beta network-services service-bindings list	313
beta network-services service-lb-policies	0
beta network-services service-lb-policies describe	468
beta network-services service-lb-policies list	313
beta notebooks	0
beta notebooks environments	0
beta notebooks environments describe	468
beta notebooks environments list	313
beta notebooks instances	0
beta notebooks instances describe	468
beta notebooks instances get-iam-policy	308
beta notebooks instances list	313
beta notebooks locations	0
beta notebooks locations list	385
beta organizations	0
beta organizations describe	0
beta organizations get-iam-policy	380
beta organizations list	385
beta pam	0
beta pam entitlements	0
beta pam entitlements describe	407
beta pam entitlements list	206
beta pam entitlements search	86
beta pam grants	0
beta pam grants describe	188
beta pam grants list	187
beta pam grants search	87
beta pam operations	0
beta pam operations describe	407
beta pam operations list	206
beta policy-intelligence	0
beta policy-intelligence simulate	0
beta policy-troubleshoot	0
beta projects	0
beta projects describe	0
beta projects get-ancestors	0
beta projects get-ancestors-iam-policy	239
beta projects get-iam-policy	380
beta projects list	385
beta publicca	0
beta publicca external-account-keys	0
beta pubsub	0
beta pubsub lite-operations	0
beta pubsub lite-operations describe	468
beta pubsub lite-operations list	181
beta pubsub lite-reservations	0
beta pubsub lite-reservations describe	468
beta pubsub lite-reservations list	308
beta pubsub lite-reservations list-topics	308
beta pubsub lite-subscriptions	0
beta pubsub lite-subscriptions describe	468
beta pubsub lite-subscriptions list	308
beta pubsub lite-topics	0
beta pubsub lite-topics describe	468
beta pubsub lite-topics list	308
beta pubsub lite-topics list-subscriptions	308
beta pubsub message-transforms	0
beta pubsub schemas	0
beta pubsub schemas describe	0
beta pubsub schemas list	386
beta pubsub schemas list-revisions	386
beta pubsub snapshots	0
beta pubsub snapshots describe	0
beta pubsub snapshots list	385
beta pubsub subscriptions	0
beta pubsub subscriptions describe	0
beta pubsub subscriptions get-iam-policy	380
beta pubsub subscriptions list	385
beta pubsub topics	0
beta pubsub topics describe	0
beta pubsub topics get-iam-policy	380
beta pubsub topics list	385
beta pubsub topics list-subscriptions	385
beta quotas	0
beta quotas adjuster	0
beta quotas adjuster settings	0
beta quotas adjuster settings describe	409
beta quotas info	0
beta quotas info describe	412
beta quotas info list	211
beta quotas preferences	0
beta quotas preferences describe	409
beta quotas preferences list	209
beta recommender	0
beta recommender insight-type-config	0
beta recommender insight-type-config describe	79
beta recommender insights	0
beta recommender insights describe	74
beta recommender insights list	67
beta recommender recommendations	0
beta recommender recommendations describe	77
beta recommender recommendations list	69
beta recommender recommender-config	0
beta recommender recommender-config describe	79
beta redis	0
beta redis clusters	0
beta redis clusters backup-collections	0
beta redis clusters backup-collections describe	543
beta redis clusters backup-collections list	361
beta redis clusters backups	0
beta redis clusters backups describe	46
beta redis clusters backups list	44
beta redis clusters describe	543
beta redis clusters list	361
beta redis instances	0
beta redis instances describe	543
beta redis instances list	361
beta redis operations	0
beta redis operations describe	543
beta redis operations list	361
beta redis regions	0
beta redis regions describe	0
beta redis regions list	385
beta redis zones	0
beta redis zones list	357
beta resource-config	0
beta resource-config list-resource-types	409
beta resource-config terraform	0
beta resource-manager	0
beta resource-manager folders	0
beta resource-manager folders describe	0
beta resource-manager folders get-ancestors-iam-policy	239
beta resource-manager folders get-iam-policy	380
beta resource-manager folders list	212
beta resource-manager org-policies	0
beta resource-manager org-policies describe	183
beta resource-manager org-policies list	213
beta resource-manager tags	0
beta resource-manager tags bindings	0
beta resource-manager tags bindings list	182
beta resource-manager tags holds	0
beta resource-manager tags holds list	233
beta resource-manager tags keys	0
beta resource-manager tags keys describe	0
beta resource-manager tags keys get-iam-policy	0
beta resource-manager tags keys list	341
beta resource-manager tags values	0
beta resource-manager tags values describe	0
beta resource-manager tags values get-iam-policy	0
beta resource-manager tags values list	341
beta run	0
beta run domain-mappings	543
beta run domain-mappings describe	180
beta run domain-mappings list	361
beta run jobs	543
beta run jobs describe	543
beta run jobs executions	543
beta run jobs executions describe	543
beta run jobs executions list	255
beta run jobs executions logs	543
beta run jobs executions logs read	414
beta run jobs executions logs tail	522
beta run jobs executions tasks	543
beta run jobs executions tasks describe	543
beta run jobs executions tasks list	1
beta run jobs get-iam-policy	357
beta run jobs list	361
beta run jobs logs	543
beta run jobs logs read	414
beta run jobs logs tail	522
beta run multi-region-services	543
beta run multi-region-services describe	529
beta run multi-region-services list	361
beta run regions	0
beta run regions list	385
beta run revisions	543
beta run revisions describe	529
beta run revisions list	356
beta run revisions logs	543
beta run revisions logs read	414
beta run revisions logs tail	522
beta run services	543
beta run services describe	529
beta run services get-iam-policy	357
beta run services list	361
beta run services logs	543
beta run services logs read	414
beta run services logs tail	522
beta run worker-pools	0
beta run worker-pools describe	543
beta run worker-pools list	361
beta run worker-pools revisions	0
beta run worker-pools revisions describe	543
beta run worker-pools revisions list	362
beta runtime-config	0
beta runtime-config configs	0
beta runtime-config configs describe	0
beta runtime-config configs list	385
beta runtime-config configs variables	0
beta runtime-config configs variables describe	119
beta runtime-config configs variables get-value	119
beta runtime-config configs variables list	121
beta runtime-config configs waiters	0
beta runtime-config configs waiters describe	119
beta runtime-config configs waiters list	120
beta saas-runtime	0
beta saas-runtime releases	0
beta saas-runtime releases describe	468
beta saas-runtime releases list	313
beta saas-runtime rollout-kinds	0
beta saas-runtime rollout-kinds describe	468
beta saas-runtime rollout-kinds list	313
beta saas-runtime rollouts	0
beta saas-runtime rollouts describe	468
beta saas-runtime rollouts list	313
beta saas-runtime saas	0
beta saas-runtime saas describe	468
beta saas-runtime saas list	313
beta saas-runtime tenants	0
beta saas-runtime tenants describe	468
beta saas-runtime tenants list	313
beta saas-runtime unit-kinds	0
beta saas-runtime unit-kinds describe	468
beta saas-runtime unit-kinds list	313
beta saas-runtime unit-operations	0
beta saas-runtime unit-operations describe	468
beta saas-runtime unit-operations list	313
beta saas-runtime units	0
beta saas-runtime units describe	468
beta saas-runtime units list	313
beta scc	0
beta scc assets	0
beta scc assets describe	31
beta scc assets list	118
beta scc assets list-marks	334
beta scc findings	0
beta scc findings list	117
beta scc findings list-marks	205
beta scc notifications	0
beta scc notifications describe	407
beta scc notifications list	206
beta scc operations	0
beta scc operations describe	532
beta scc sources	0
beta scc sources describe	561
beta scheduler	0
beta scheduler jobs	0
beta scheduler jobs create	0
beta scheduler jobs describe	468
beta scheduler jobs list	313
beta scheduler jobs update	0
beta scheduler locations	0
beta scheduler locations describe	0
beta scheduler locations list	385
beta secrets	0
beta secrets describe	468
beta secrets get-iam-policy	308
beta secrets list	313
beta secrets locations	0
beta secrets locations describe	0
beta secrets locations list	385
beta secrets replication	0
beta secrets replication get	0
beta secrets versions	0
beta secrets versions describe	504
beta secrets versions list	313
beta service-directory	0
beta service-directory endpoints	0
beta service-directory endpoints describe	475
beta service-directory endpoints list	396
beta service-directory locations	0
beta service-directory locations describe	0
beta service-directory locations list	0
beta service-directory namespaces	0
beta service-directory namespaces describe	468
beta service-directory namespaces get-iam-policy	308
beta service-directory namespaces list	398
beta service-directory services	0
beta service-directory services describe	474
beta service-directory services get-iam-policy	272
beta service-directory services list	397
beta service-extensions	0
beta service-extensions authz-extensions	0
beta service-extensions authz-extensions describe	468
beta service-extensions authz-extensions list	313
beta service-extensions lb-edge-extensions	0
beta service-extensions lb-edge-extensions describe	468
beta service-extensions lb-edge-extensions list	313
beta service-extensions lb-route-extensions	0
beta service-extensions lb-route-extensions describe	468
beta service-extensions lb-route-extensions list	313
beta service-extensions lb-traffic-extensions	0
beta service-extensions lb-traffic-extensions describe	468
beta service-extensions lb-traffic-extensions list	313
beta service-extensions wasm-plugin-versions	0
beta service-extensions wasm-plugin-versions describe	516
beta service-extensions wasm-plugin-versions list	316
beta service-extensions wasm-plugins	0
beta service-extensions wasm-plugins describe	468
beta service-extensions wasm-plugins list	313
beta services	0
beta services api-keys	0
beta services api-keys describe	468
beta services api-keys list	376
beta services api-keys lookup	0
beta services identity	0
beta services list	40
beta services operations	0
beta services operations describe	418
beta services peered-dns-domains	0
beta services peered-dns-domains list	531
beta services vpc-peerings	0
beta services vpc-peerings list	531
beta services vpc-peerings operations	0
beta services vpc-peerings operations describe	527
beta source	0
beta source project-configs	0
beta source project-configs describe	0
beta source repos	0
beta source repos describe	0
beta source repos get-iam-policy	380
beta source repos list	380
beta source-manager	0
beta source-manager instances	0
beta source-manager instances describe	543
beta source-manager instances get-iam-policy	357
beta source-manager instances list	361
beta source-manager locations	0
beta source-manager locations list	385
beta source-manager operations	0
beta source-manager operations describe	543
beta source-manager operations list	361
beta source-manager repos	0
beta source-manager repos describe	543
beta source-manager repos get-iam-policy	357
beta source-manager repos list	438
beta spanner	0
beta spanner backup-schedules	0
beta spanner backup-schedules describe	150
beta spanner backup-schedules get-iam-policy	146
beta spanner backup-schedules list	147
beta spanner backups	0
beta spanner backups describe	436
beta spanner backups get-iam-policy	245
beta spanner backups list	146
beta spanner databases	0
beta spanner databases ddl	0
beta spanner databases ddl describe	240
beta spanner databases describe	436
beta spanner databases get-iam-policy	245
beta spanner databases list	248
beta spanner databases roles	0
beta spanner databases roles list	147
beta spanner databases sessions	0
beta spanner databases sessions list	145
beta spanner databases splits	0
beta spanner databases splits list	245
beta spanner instance-configs	0
beta spanner instance-configs describe	0
beta spanner instance-configs list	385
beta spanner instance-partitions	0
beta spanner instance-partitions describe	436
beta spanner instance-partitions list	439
beta spanner instances	0
beta spanner instances describe	0
beta spanner instances get-iam-policy	380
beta spanner instances list	385
beta spanner operations	0
beta spanner operations describe	58
beta spanner operations list	57
beta spanner rows	0
beta spanner samples	0
beta spanner samples list	385
beta sql	0
beta sql backups	0
beta sql backups describe	436
beta sql backups list	248
beta sql databases	0
beta sql databases describe	436
beta sql databases list	248
beta sql export	0
beta sql flags	0
beta sql flags list	143
beta sql import	0
beta sql instances	0
beta sql instances describe	0
beta sql instances list	377
beta sql operations	0
beta sql operations describe	0
beta sql operations list	248
beta sql ssl	0
beta sql ssl client-certs	0
beta sql ssl client-certs describe	436
beta sql ssl client-certs list	248
beta sql ssl server-ca-certs	0
beta sql ssl server-ca-certs list	248
beta sql ssl server-certs	0
beta sql ssl server-certs list	248
beta sql ssl-certs	0
beta sql ssl-certs describe	436
beta sql ssl-certs list	248
beta sql tiers	0
beta sql tiers list	378
beta sql users	0
beta sql users describe	431
beta sql users list	248
beta tasks	0
beta tasks cmek-config	0
beta tasks cmek-config describe	468
beta tasks describe	491
beta tasks list	291
beta tasks locations	0
beta tasks locations describe	0
beta tasks locations list	385
beta tasks queues	0
beta tasks queues describe	468
beta tasks queues get-iam-policy	308
beta tasks queues list	313
beta terraform	0
beta topic	0
beta workbench	0
beta workbench executions	0
beta workbench executions describe	543
beta workbench executions list	361
beta workbench schedules	0
beta workbench schedules describe	543
beta workbench schedules list	361
beta workflows	0
beta workflows describe	468
beta workflows executions	0
beta workflows executions describe	517
beta workflows executions describe-last	0
beta workflows executions list	313
beta workflows list	313
beta workstations	0
beta workstations clusters	0
beta workstations clusters describe	543
beta workstations clusters list	357
beta workstations configs	0
beta workstations configs describe	106
beta workstations configs get-iam-policy	99
beta workstations configs list	99
beta workstations describe	93
beta workstations get-iam-policy	92
beta workstations list	92
beta workstations list-usable	92
bigtable	0
bigtable app-profiles	0
bigtable app-profiles describe	436
bigtable app-profiles list	248
bigtable authorized-views	0
bigtable authorized-views describe	443
bigtable authorized-views get-iam-policy	246
bigtable authorized-views list	247
bigtable backups	0
bigtable backups describe	102
bigtable backups get-iam-policy	94
bigtable backups list	95
bigtable clusters	0
bigtable clusters describe	436
bigtable clusters list	249
bigtable hot-tablets	0
bigtable hot-tablets list	186
bigtable instances	0
bigtable instances describe	0
bigtable instances get-iam-policy	380
bigtable instances list	385
bigtable instances tables	0
bigtable instances tables describe	444
bigtable instances tables get-iam-policy	245
bigtable instances tables list	249
bigtable logical-views	0
bigtable logical-views describe	436
bigtable logical-views list	248
bigtable materialized-views	0
bigtable materialized-views describe	436
bigtable materialized-views list	248
bigtable operations	0
bigtable operations describe	0
bigtable operations list	248
bigtable tables	0
bigtable tables describe	444
bigtable tables get-iam-policy	245
bigtable tables list	249
billing	0
billing accounts	0
billing accounts describe	0
billing accounts get-iam-policy	380
billing accounts list	385
billing budgets	0
billing budgets describe	61
billing budgets list	73
billing projects	0
billing projects describe	0
billing projects list	73
bms	0
bms instances	0
bms instances describe	543
bms instances list	389
bms networks	0
bms networks describe	543
bms networks list	389
bms networks list-ip-reservations	389
bms nfs-shares	0
bms nfs-shares describe	543
bms nfs-shares list	389
bms operations	0
bms operations describe	543
bms os-images	0
bms os-images describe	543
bms os-images list	264
bms ssh-keys	0
bms ssh-keys list	264
bms volumes	0
bms volumes describe	543
bms volumes list	389
bms volumes luns	0
bms volumes luns describe	554
bms volumes luns list	390
bms volumes snapshots	0
bms volumes snapshots describe	554
bms volumes snapshots list	390
bq	0
bq migration-workflows	0
bq migration-workflows describe	468
bq migration-workflows list	313
builds	0
builds connections	0
builds connections create	0
builds connections describe	543
builds connections get-iam-policy	357
builds connections list	361
builds connections update	0
builds describe	543
builds list	331
builds repositories	0
builds repositories describe	127
builds repositories list	125
builds triggers	0
builds triggers create	0
builds triggers describe	543
builds triggers list	361
builds triggers update	0
builds worker-pools	0
builds worker-pools describe	543
builds worker-pools list	361
certificate-manager	0
certificate-manager certificates	0
certificate-manager certificates describe	468
certificate-manager certificates list	313
certificate-manager dns-authorizations	0
certificate-manager dns-authorizations describe	468
certificate-manager dns-authorizations list	313
certificate-manager issuance-configs	0
certificate-manager issuance-configs describe	468
certificate-manager issuance-configs list	313
certificate-manager maps	0
certificate-manager maps describe	468
certificate-manager maps entries	0
certificate-manager maps entries describe	471
certificate-manager maps entries list	267
certificate-manager maps list	313
certificate-manager operations	0
certificate-manager operations describe	468
certificate-manager operations list	313
certificate-manager trust-configs	0
certificate-manager trust-configs describe	468
certificate-manager trust-configs list	313
cloud-shell	0
colab	0
colab executions	0
colab executions describe	543
colab executions list	361
colab runtime-templates	0
colab runtime-templates describe	543
colab runtime-templates get-iam-policy	357
colab runtime-templates list	361
colab runtimes	0
colab runtimes describe	543
colab runtimes list	361
colab schedules	0
colab schedules describe	543
colab schedules list	361
components	0
components list	332
components repositories	0
components repositories list	392
composer	0
composer environments	0
composer environments describe	468
composer environments list	320
composer environments list-packages	511
composer environments list-upgrades	308
composer environments list-workloads	468
composer environments snapshots	0
composer environments storage	0
composer environments storage dags	0
composer environments storage dags list	196
composer environments storage data	0
composer environments storage data list	196
composer environments storage plugins	0
composer environments storage plugins list	196
composer environments user-workloads-config-maps	0
composer environments user-workloads-config-maps describe	196
composer environments user-workloads-config-maps list	196
composer environments user-workloads-secrets	0
composer environments user-workloads-secrets describe	196
composer environments user-workloads-secrets list	196
composer operations	0
composer operations describe	468
composer operations list	320
compute	0
compute accelerator-types	0
compute accelerator-types describe	566
compute accelerator-types list	385
compute addresses	0
compute addresses describe	425
compute addresses list	224
compute backend-buckets	0
compute backend-buckets describe	0
compute backend-buckets get-iam-policy	380
compute backend-buckets list	351
compute backend-services	0
compute backend-services describe	425
compute backend-services get-iam-policy	228
compute backend-services list	224
compute backend-services list-usable	228
compute commitments	0
compute commitments describe	543
compute commitments list	349
compute diagnose	0
compute disk-types	0
compute disk-types describe	566
compute disk-types list	354
compute disks	0
compute disks bulk	0
compute disks describe	555
compute disks get-iam-policy	388
compute disks list	350
compute external-vpn-gateways	0
compute external-vpn-gateways describe	0
compute external-vpn-gateways list	385
compute firewall-policies	0
compute firewall-policies associations	0
compute firewall-policies associations list	216
compute firewall-policies describe	532
compute firewall-policies list	210
compute firewall-policies list-rules	335
compute firewall-policies rules	0
compute firewall-policies rules describe	403
compute firewall-rules	0
compute firewall-rules describe	0
compute firewall-rules list	351
compute forwarding-rules	0
compute forwarding-rules describe	425
compute forwarding-rules list	224
compute health-checks	0
compute health-checks create	0
compute health-checks describe	425
compute health-checks list	223
compute health-checks update	0
compute http-health-checks	0
compute http-health-checks describe	0
compute http-health-checks list	351
compute https-health-checks	0
compute https-health-checks describe	0
compute https-health-checks list	351
compute images	0
compute images describe	0
compute images describe-from-family	566
compute images get-iam-policy	380
compute images list	345
compute instance-groups	0
compute instance-groups describe	555
compute instance-groups list	333
compute instance-groups list-instances	348
compute instance-groups managed	0
compute instance-groups managed all-instances-config	0
compute instance-groups managed describe	555
compute instance-groups managed describe-instance	442
compute instance-groups managed instance-configs	0
compute instance-groups managed instance-configs list	364
compute instance-groups managed list	350
compute instance-groups managed list-errors	363
compute instance-groups managed list-instances	363
compute instance-groups managed resize-requests	0
compute instance-groups managed resize-requests describe	556
compute instance-groups managed resize-requests list	387
compute instance-groups managed rolling-action	0
compute instance-groups unmanaged	0
compute instance-groups unmanaged describe	566
compute instance-groups unmanaged list	354
compute instance-groups unmanaged list-instances	353
compute instance-templates	0
compute instance-templates describe	425
compute instance-templates get-iam-policy	380
compute instance-templates list	224
compute instances	0
compute instances bulk	0
compute instances describe	566
compute instances get-iam-policy	388
compute instances list	354
compute instances network-interfaces	0
compute instances ops-agents	0
compute instances ops-agents policies	0
compute instances ops-agents policies describe	566
compute instances ops-agents policies list	387
compute instances os-inventory	0
compute instances os-inventory describe	566
compute instances os-inventory list-instances	250
compute instant-snapshots	0
compute instant-snapshots describe	555
compute instant-snapshots list	350
compute interconnects	0
compute interconnects attachments	0
compute interconnects attachments dedicated	0
compute interconnects attachments describe	543
compute interconnects attachments groups	0
compute interconnects attachments groups describe	0
compute interconnects attachments groups list	385
compute interconnects attachments list	385
compute interconnects attachments partner	0
compute interconnects describe	0
compute interconnects groups	0
compute interconnects groups describe	0
compute interconnects groups list	385
compute interconnects list	385
compute interconnects locations	0
compute interconnects locations describe	0
compute interconnects locations list	385
compute interconnects macsec	0
compute interconnects remote-locations	0
compute interconnects remote-locations describe	0
compute interconnects remote-locations list	385
compute machine-images	0
compute machine-images describe	0
compute machine-images get-iam-policy	380
compute machine-images list	385
compute machine-types	0
compute machine-types describe	566
compute machine-types list	354
compute network-attachments	0
compute network-attachments describe	543
compute network-attachments list	349
compute network-edge-security-services	0
compute network-edge-security-services describe	543
compute network-edge-security-services list	385
compute network-endpoint-groups	0
compute network-endpoint-groups describe	427
compute network-endpoint-groups list	226
compute network-endpoint-groups list-network-endpoints	229
compute network-firewall-policies	0
compute network-firewall-policies associations	0
compute network-firewall-policies describe	425
compute network-firewall-policies list	224
compute network-firewall-policies mirroring-rules	0
compute network-firewall-policies mirroring-rules describe	402
compute network-firewall-policies rules	0
compute network-firewall-policies rules describe	401
compute network-profiles	0
compute network-profiles describe	0
compute network-profiles list	385
compute networks	0
compute networks describe	0
compute networks list	351
compute networks peerings	0
compute networks peerings list	329
compute networks peerings list-routes	176
compute networks subnets	0
compute networks subnets describe	543
compute networks subnets get-iam-policy	357
compute networks subnets list	328
compute networks subnets list-usable	385
compute networks vpc-access	0
compute networks vpc-access connectors	0
compute networks vpc-access connectors describe	543
compute networks vpc-access connectors list	361
compute networks vpc-access locations	0
compute networks vpc-access locations list	385
compute networks vpc-access operations	0
compute networks vpc-access operations describe	543
compute networks vpc-access operations list	361
compute operations	0
compute operations describe	427
compute operations list	226
compute os-config	0
compute os-config inventories	0
compute os-config inventories describe	514
compute os-config inventories list	314
compute os-config os-policy-assignment-reports	0
compute os-config os-policy-assignment-reports describe	440
compute os-config os-policy-assignment-reports list	32
compute os-config os-policy-assignments	0
compute os-config os-policy-assignments describe	468
compute os-config os-policy-assignments list	313
compute os-config os-policy-assignments list-revisions	313
compute os-config os-policy-assignments operations	0
compute os-config os-policy-assignments operations describe	482
compute os-config patch-deployments	0
compute os-config patch-deployments describe	0
compute os-config patch-deployments list	385
compute os-config patch-jobs	0
compute os-config patch-jobs describe	0
compute os-config patch-jobs list	385
compute os-config patch-jobs list-instance-details	380
compute os-config policy-orchestrators	0
compute os-config policy-orchestrators describe	409
compute os-config policy-orchestrators list	216
compute os-config project-feature-settings	0
compute os-config project-feature-settings describe	0
compute os-config vulnerability-reports	0
compute os-config vulnerability-reports describe	468
compute os-config vulnerability-reports list	313
compute os-login	0
compute os-login describe-profile	0
compute os-login ssh-keys	0
compute os-login ssh-keys describe	448
compute os-login ssh-keys list	380
compute packet-mirrorings	0
compute packet-mirrorings describe	543
compute packet-mirrorings list	349
compute project-info	0
compute project-info describe	0
compute project-zonal-metadata	0
compute project-zonal-metadata describe	566
compute public-advertised-prefixes	0
compute public-advertised-prefixes describe	0
compute public-advertised-prefixes list	385
compute public-delegated-prefixes	0
compute public-delegated-prefixes delegated-sub-prefixes	0
compute public-delegated-prefixes describe	425
compute public-delegated-prefixes list	385
compute regions	0
compute regions describe	0
compute regions list	351
compute reservations	0
compute reservations blocks	0
compute reservations blocks describe	83
compute reservations blocks list	387
compute reservations describe	566
compute reservations get-iam-policy	388
compute reservations list	385
compute reservations sub-blocks	0
compute reservations sub-blocks describe	82
compute reservations sub-blocks list	81
compute resource-policies	0
compute resource-policies create	0
compute resource-policies describe	543
compute resource-policies get-iam-policy	357
compute resource-policies list	385
compute resource-policies update	0
compute routers	0
compute routers describe	543
compute routers list	349
compute routers list-bgp-routes	12
compute routers list-route-policies	361
compute routers nats	0
compute routers nats describe	545
compute routers nats list	545
compute routers nats rules	0
compute routers nats rules describe	530
compute routers nats rules list	530
compute routes	0
compute routes describe	0
compute routes list	351
compute security-policies	0
compute security-policies describe	425
compute security-policies list	224
compute security-policies list-preconfigured-expression-sets	380
compute security-policies rules	0
compute security-policies rules describe	546
compute service-attachments	0
compute service-attachments describe	543
compute service-attachments list	349
compute shared-vpc	0
compute shared-vpc associated-projects	0
compute shared-vpc associated-projects list	385
compute shared-vpc list-associated-resources	385
compute shared-vpc organizations	0
compute shared-vpc organizations list-host-projects	385
compute snapshot-settings	0
compute snapshot-settings describe	0
compute snapshots	0
compute snapshots describe	0
compute snapshots get-iam-policy	380
compute snapshots list	351
compute sole-tenancy	0
compute sole-tenancy node-groups	0
compute sole-tenancy node-groups describe	566
compute sole-tenancy node-groups get-iam-policy	388
compute sole-tenancy node-groups list	374
compute sole-tenancy node-groups list-nodes	388
compute sole-tenancy node-templates	0
compute sole-tenancy node-templates describe	543
compute sole-tenancy node-templates get-iam-policy	357
compute sole-tenancy node-templates list	385
compute sole-tenancy node-types	0
compute sole-tenancy node-types describe	566
compute sole-tenancy node-types list	385
compute ssl-certificates	0
compute ssl-certificates describe	425
compute ssl-certificates list	224
compute ssl-policies	0
compute ssl-policies describe	425
compute ssl-policies list	224
compute ssl-policies list-available-features	361
compute storage-pool-types	0
compute storage-pool-types describe	566
compute storage-pool-types list	380
compute storage-pools	0
compute storage-pools describe	566
compute storage-pools get-iam-policy	388
compute storage-pools list	380
compute storage-pools list-disks	566
compute target-grpc-proxies	0
compute target-grpc-proxies describe	0
compute target-grpc-proxies list	351
compute target-http-proxies	0
compute target-http-proxies describe	425
compute target-http-proxies list	224
compute target-https-proxies	0
compute target-https-proxies describe	425
compute target-https-proxies list	224
compute target-instances	0
compute target-instances describe	566
compute target-instances list	354
compute target-pools	0
compute target-pools describe	543
compute target-pools list	349
compute target-ssl-proxies	0
compute target-ssl-proxies describe	0
compute target-ssl-proxies list	385
compute target-tcp-proxies	0
compute target-tcp-proxies describe	425
compute target-tcp-proxies list	224
compute target-vpn-gateways	0
compute target-vpn-gateways describe	543
compute target-vpn-gateways list	349
compute tpus	0
compute tpus accelerator-types	0
compute tpus accelerator-types describe	566
compute tpus accelerator-types list	388
compute tpus describe	566
compute tpus execution-groups	0
compute tpus execution-groups describe	566
compute tpus execution-groups list	387
compute tpus list	387
compute tpus locations	0
compute tpus locations describe	0
compute tpus locations list	380
compute tpus queued-resources	0
compute tpus queued-resources describe	566
compute tpus queued-resources list	387
compute tpus topologies	0
compute tpus topologies list	388
compute tpus tpu-vm	0
compute tpus tpu-vm accelerator-types	0
compute tpus tpu-vm accelerator-types describe	566
compute tpus tpu-vm accelerator-types list	388
compute tpus tpu-vm describe	566
compute tpus tpu-vm list	387
compute tpus tpu-vm service-identity	0
compute tpus tpu-vm versions	0
compute tpus tpu-vm versions describe	566
compute tpus tpu-vm versions list	388
compute tpus versions	0
compute tpus versions describe	566
compute tpus versions list	388
compute url-maps	0
compute url-maps describe	425
compute url-maps list	224
compute url-maps list-cdn-cache-invalidations	424
compute vpn-gateways	0
compute vpn-gateways describe	543
compute vpn-gateways list	349
compute vpn-tunnels	0
compute vpn-tunnels describe	543
compute vpn-tunnels list	349
compute zones	0
compute zones describe	0
compute zones list	351
config	0
config configurations	0
config configurations describe	14
config configurations list	392
config get	0
config list	17
container	0
container attached	0
container attached clusters	0
container attached clusters describe	468
container attached clusters list	313
container attached operations	0
container attached operations describe	468
container attached operations list	313
container aws	0
container aws clusters	0
container aws clusters describe	468
container aws clusters list	313
container aws node-pools	0
container aws node-pools describe	103
container aws node-pools list	98
container aws operations	0
container aws operations describe	468
container aws operations list	313
container azure	0
container azure clients	0
container azure clients describe	468
container azure clients list	313
container azure clusters	0
container azure clusters describe	468
container azure clusters list	313
container azure node-pools	0
container azure node-pools describe	103
container azure node-pools list	98
container azure operations	0
container azure operations describe	468
container azure operations list	313
container bare-metal	0
container bare-metal admin-clusters	0
container bare-metal admin-clusters describe	468
container bare-metal admin-clusters list	313
container bare-metal clusters	0
container bare-metal clusters describe	468
container bare-metal clusters list	313
container bare-metal node-pools	0
container bare-metal node-pools describe	103
container bare-metal node-pools list	98
container bare-metal operations	0
container bare-metal operations describe	468
container bare-metal operations list	313
container binauthz	0
container binauthz attestations	0
container binauthz attestations list	27
container binauthz attestors	0
container binauthz attestors describe	0
container binauthz attestors get-iam-policy	385
container binauthz attestors list	385
container binauthz attestors public-keys	0
container binauthz policy	0
container binauthz policy get-iam-policy	385
container clusters	493
container clusters describe	493
container clusters list	292
container fleet	0
container fleet cloudrun	0
container fleet cloudrun describe	0
container fleet clusterupgrade	0
container fleet clusterupgrade describe	560
container fleet dataplane-v2-encryption	0
container fleet dataplane-v2-encryption describe	0
container fleet describe	0
container fleet features	0
container fleet features list	313
container fleet fleetobservability	0
container fleet fleetobservability describe	0
container fleet identity-service	0
container fleet identity-service describe	385
container fleet ingress	0
container fleet ingress describe	0
container fleet list	337
container fleet memberships	0
container fleet memberships bindings	0
container fleet memberships bindings describe	472
container fleet memberships bindings list	268
container fleet memberships describe	468
container fleet memberships list	313
container fleet memberships support-access	0
container fleet memberships support-access describe	468
container fleet mesh	0
container fleet mesh describe	0
container fleet multi-cluster-services	0
container fleet multi-cluster-services describe	0
container fleet operations	0
container fleet operations describe	468
container fleet operations list	313
container fleet policycontroller	0
container fleet policycontroller content	0
container fleet policycontroller content bundles	0
container fleet policycontroller content templates	0
container fleet policycontroller deployment	0
container fleet policycontroller describe	18
container fleet rbacrolebindingactuation	0
container fleet rbacrolebindingactuation describe	0
container fleet scopes	0
container fleet scopes describe	468
container fleet scopes get-iam-policy	380
container fleet scopes list	385
container fleet scopes list-memberships	385
container fleet scopes namespaces	0
container fleet scopes namespaces describe	558
container fleet scopes namespaces list	370
container fleet scopes rbacrolebindings	0
container fleet scopes rbacrolebindings describe	503
container fleet scopes rbacrolebindings list	370
container hub	0
container hub cloudrun	0
container hub cloudrun describe	0
container hub clusterupgrade	0
container hub clusterupgrade describe	560
container hub dataplane-v2-encryption	0
container hub dataplane-v2-encryption describe	0
container hub describe	0
container hub features	0
container hub features list	313
container hub fleetobservability	0
container hub fleetobservability describe	0
container hub identity-service	0
container hub identity-service describe	385
container hub ingress	0
container hub ingress describe	0
container hub list	337
container hub memberships	0
container hub memberships bindings	0
container hub memberships bindings describe	472
container hub memberships bindings list	268
container hub memberships describe	468
container hub memberships list	313
container hub memberships support-access	0
container hub memberships support-access describe	468
container hub mesh	0
container hub mesh describe	0
container hub multi-cluster-services	0
container hub multi-cluster-services describe	0
container hub operations	0
container hub operations describe	468
container hub operations list	313
container hub policycontroller	0
container hub policycontroller content	0
container hub policycontroller content bundles	0
container hub policycontroller content templates	0
container hub policycontroller deployment	0
container hub policycontroller describe	18
container hub rbacrolebindingactuation	0
container hub rbacrolebindingactuation describe	0
container hub scopes	0
container hub scopes describe	468
container hub scopes get-iam-policy	380
container hub scopes list	385
container hub scopes list-memberships	385
container hub scopes namespaces	0
container hub scopes namespaces describe	558
container hub scopes namespaces list	370
container hub scopes rbacrolebindings	0
container hub scopes rbacrolebindings describe	503
container hub scopes rbacrolebindings list	370
container images	0
container images describe	0
container images list	367
container images list-gcr-usage	214
container images list-tags	380
container node-pools	493
container node-pools describe	105
container node-pools list	97
container operations	493
container operations describe	493
container operations list	293
container subnets	0
container subnets list-usable	327
container vmware	0
container vmware admin-clusters	0
container vmware admin-clusters describe	468
container vmware admin-clusters list	313
container vmware clusters	0
container vmware clusters describe	468
container vmware clusters list	313
container vmware node-pools	0
container vmware node-pools describe	103
container vmware node-pools list	98
container vmware operations	0
container vmware operations describe	468
container vmware operations list	313
data-catalog	0
data-catalog entries	0
data-catalog entries describe	190
data-catalog entries list	189
data-catalog entries lookup	0
data-catalog entry-groups	0
data-catalog entry-groups describe	468
data-catalog entry-groups get-iam-policy	308
data-catalog entry-groups list	313
data-catalog search	434
data-catalog tag-templates	0
data-catalog tag-templates describe	468
data-catalog tag-templates fields	0
data-catalog tag-templates fields enum-values	0
data-catalog tag-templates get-iam-policy	308
data-catalog tags	0
data-catalog tags list	191
data-catalog taxonomies	0
data-catalog taxonomies describe	468
data-catalog taxonomies get-iam-policy	308
data-catalog taxonomies list	313
data-catalog taxonomies policy-tags	0
data-catalog taxonomies policy-tags describe	510
data-catalog taxonomies policy-tags get-iam-policy	311
data-catalog taxonomies policy-tags list	312
database-migration	0
database-migration connection-profiles	0
database-migration connection-profiles create	0
database-migration connection-profiles describe	543
database-migration connection-profiles list	361
database-migration conversion-workspaces	0
database-migration conversion-workspaces describe	543
database-migration conversion-workspaces describe-ddls	115
database-migration conversion-workspaces describe-entities	115
database-migration conversion-workspaces describe-issues	116
database-migration conversion-workspaces list	361
database-migration conversion-workspaces list-background-jobs	523
database-migration migration-jobs	0
database-migration migration-jobs describe	543
database-migration migration-jobs list	361
database-migration objects	0
database-migration objects list	322
database-migration objects lookup	151
database-migration operations	0
database-migration operations describe	543
database-migration operations list	361
database-migration private-connections	0
database-migration private-connections describe	543
database-migration private-connections list	361
dataflow	0
dataflow flex-template	0
dataflow jobs	0
dataflow jobs describe	415
dataflow jobs list	132
dataflow snapshots	0
dataflow snapshots describe	543
dataflow snapshots list	446
dataflow yaml	0
dataplex	0
dataplex aspect-types	0
dataplex aspect-types describe	468
dataplex aspect-types get-iam-policy	308
dataplex aspect-types list	313
dataplex assets	0
dataplex assets actions	0
dataplex assets actions list	30
dataplex assets describe	456
dataplex assets get-iam-policy	263
dataplex assets list	262
dataplex content	0
dataplex content describe	455
dataplex content get-iam-policy	259
dataplex content list	261
dataplex datascans	0
dataplex datascans create	0
dataplex datascans describe	514
dataplex datascans get-iam-policy	308
dataplex datascans jobs	0
dataplex datascans jobs describe	153
dataplex datascans jobs list	152
dataplex datascans list	313
dataplex datascans update	0
dataplex encryption-config	0
dataplex encryption-config describe	479
dataplex entries	0
dataplex entries describe	28
dataplex entries list	189
dataplex entries lookup	28
dataplex entries search	465
dataplex entry-groups	0
dataplex entry-groups describe	468
dataplex entry-groups get-iam-policy	308
dataplex entry-groups list	313
dataplex entry-types	0
dataplex entry-types describe	468
dataplex entry-types get-iam-policy	308
dataplex entry-types list	313
dataplex environments	0
dataplex environments describe	453
dataplex environments get-iam-policy	259
dataplex environments list	261
dataplex environments sessions	0
dataplex environments sessions list	193
dataplex glossaries	0
dataplex glossaries categories	0
dataplex glossaries categories describe	428
dataplex glossaries categories list	230
dataplex glossaries describe	468
dataplex glossaries get-iam-policy	308
dataplex glossaries list	313
dataplex glossaries terms	0
dataplex glossaries terms describe	428
dataplex glossaries terms list	230
dataplex lakes	0
dataplex lakes actions	0
dataplex lakes actions list	261
dataplex lakes describe	468
dataplex lakes get-iam-policy	308
dataplex lakes list	313
dataplex metadata-jobs	0
dataplex metadata-jobs describe	468
dataplex metadata-jobs list	313
dataplex tasks	0
dataplex tasks describe	453
dataplex tasks get-iam-policy	259
dataplex tasks jobs	0
dataplex tasks jobs describe	454
dataplex tasks jobs list	260
dataplex tasks list	261
dataplex zones	0
dataplex zones actions	0
dataplex zones actions list	262
dataplex zones describe	453
dataplex zones get-iam-policy	259
dataplex zones list	261
dataproc	0
dataproc autoscaling-policies	0
dataproc autoscaling-policies describe	543
dataproc autoscaling-policies get-iam-policy	543
dataproc autoscaling-policies list	361
dataproc batches	0
dataproc batches describe	543
dataproc batches list	467
dataproc batches submit	33
dataproc clusters	0
dataproc clusters describe	543
dataproc clusters get-iam-policy	357
dataproc clusters gke	0
dataproc clusters list	357
dataproc jobs	0
dataproc jobs describe	543
dataproc jobs get-iam-policy	357
dataproc jobs list	100
dataproc jobs submit	34
dataproc node-groups	0
dataproc node-groups describe	106
dataproc operations	0
dataproc operations describe	543
dataproc operations get-iam-policy	357
dataproc operations list	100
dataproc workflow-templates	0
dataproc workflow-templates add-job	0
dataproc workflow-templates describe	543
dataproc workflow-templates get-iam-policy	543
dataproc workflow-templates list	357
datastore	0
datastore indexes	0
datastore indexes describe	0
datastore indexes list	385
datastore operations	0
datastore operations describe	0
datastore operations list	385
datastream	0
datastream connection-profiles	0
datastream connection-profiles describe	468
datastream connection-profiles list	313
datastream locations	0
datastream locations describe	0
datastream locations list	385
datastream objects	0
datastream objects describe	508
datastream objects list	310
datastream objects lookup	473
datastream operations	0
datastream operations describe	468
datastream operations list	313
datastream private-connections	0
datastream private-connections describe	468
datastream private-connections list	313
datastream routes	0
datastream routes describe	487
datastream routes list	286
datastream streams	0
datastream streams describe	468
datastream streams list	313
deploy	0
deploy automation-runs	0
deploy automation-runs describe	163
deploy automation-runs list	161
deploy automations	0
deploy automations describe	163
deploy automations list	161
deploy custom-target-types	0
deploy custom-target-types describe	543
deploy custom-target-types get-iam-policy	357
deploy custom-target-types list	361
deploy delivery-pipelines	0
deploy delivery-pipelines describe	543
deploy delivery-pipelines get-iam-policy	357
deploy delivery-pipelines list	361
deploy deploy-policies	0
deploy deploy-policies describe	543
deploy deploy-policies get-iam-policy	357
deploy job-runs	0
deploy job-runs describe	165
deploy job-runs list	159
deploy releases	0
deploy releases describe	163
deploy releases list	161
deploy rollouts	0
deploy rollouts describe	164
deploy rollouts list	160
deploy targets	0
deploy targets describe	162
deploy targets get-iam-policy	357
deploy targets list	361
deployment-manager	0
deployment-manager deployments	0
deployment-manager deployments describe	0
deployment-manager deployments list	379
deployment-manager manifests	0
deployment-manager manifests describe	167
deployment-manager manifests list	170
deployment-manager operations	0
deployment-manager operations describe	0
deployment-manager operations list	379
deployment-manager resources	167
deployment-manager resources describe	167
deployment-manager resources list	170
deployment-manager types	0
deployment-manager types list	340
developer-connect	0
developer-connect connections	0
developer-connect connections describe	468
developer-connect connections git-repository-links	0
developer-connect connections git-repository-links describe	126
developer-connect connections git-repository-links list	124
developer-connect connections list	313
developer-connect insights-configs	0
developer-connect insights-configs describe	468
developer-connect insights-configs list	313
developer-connect operations	0
developer-connect operations describe	468
developer-connect operations list	313
dns	0
dns dns-keys	0
dns dns-keys describe	566
dns dns-keys list	394
dns managed-zones	0
dns managed-zones describe	468
dns managed-zones get-iam-policy	0
dns managed-zones list	313
dns operations	0
dns operations describe	566
dns operations list	395
dns policies	0
dns policies describe	0
dns policies list	385
dns project-info	0
dns project-info describe	0
dns record-sets	0
dns record-sets changes	0
dns record-sets changes describe	566
dns record-sets changes list	381
dns record-sets describe	512
dns record-sets list	269
dns record-sets transaction	563
dns record-sets transaction describe	564
dns response-policies	0
dns response-policies describe	468
dns response-policies list	313
dns response-policies rules	0
dns response-policies rules describe	498
dns response-policies rules list	313
domains	0
domains list-user-verified	0
domains registrations	0
domains registrations authorization-code	0
domains registrations authorization-code get	0
domains registrations configure	0
domains registrations describe	0
domains registrations google-domains-dns	0
domains registrations list	385
domains registrations operations	0
domains registrations operations describe	0
domains registrations operations list	385
edge-cache	0
edge-cache keysets	0
edge-cache keysets describe	468
edge-cache keysets list	385
edge-cache operations	0
edge-cache operations describe	0
edge-cache operations list	385
edge-cache origins	0
edge-cache origins describe	468
edge-cache origins list	385
edge-cache services	0
edge-cache services describe	468
edge-cache services list	385
edge-cloud	0
edge-cloud container	0
edge-cloud container clusters	0
edge-cloud container clusters describe	468
edge-cloud container clusters list	313
edge-cloud container clusters node-pools	0
edge-cloud container clusters node-pools describe	103
edge-cloud container clusters node-pools list	98
edge-cloud container machines	0
edge-cloud container machines describe	468
edge-cloud container machines list	313
edge-cloud container operations	0
edge-cloud container operations describe	468
edge-cloud container regions	0
edge-cloud container regions describe	0
edge-cloud container regions list	385
edge-cloud container vpn-connections	0
edge-cloud container vpn-connections describe	468
edge-cloud container vpn-connections list	313
edge-cloud container zones	0
edge-cloud container zones describe	0
edge-cloud container zones list	380
edge-cloud networking	0
edge-cloud networking interconnects	0
edge-cloud networking interconnects attachments	0
edge-cloud networking interconnects attachments dedicated	0
edge-cloud networking interconnects attachments describe	520
edge-cloud networking interconnects attachments list	317
edge-cloud networking interconnects describe	520
edge-cloud networking interconnects list	317
edge-cloud networking networks	0
edge-cloud networking networks describe	520
edge-cloud networking networks list	317
edge-cloud networking operations	0
edge-cloud networking operations describe	468
edge-cloud networking routers	0
edge-cloud networking routers describe	520
edge-cloud networking routers list	317
edge-cloud networking subnets	0
edge-cloud networking subnets describe	520
edge-cloud networking subnets list	317
edge-cloud networking zones	0
emulators	0
emulators firestore	0
emulators spanner	0
endpoints	0
endpoints configs	0
endpoints configs describe	559
endpoints configs list	373
endpoints operations	0
endpoints operations describe	0
endpoints operations list	373
endpoints services	0
endpoints services describe	0
endpoints services get-iam-policy	380
endpoints services list	380
essential-contacts	0
essential-contacts describe	409
essential-contacts list	214
eventarc	0
eventarc audit-logs-provider	0
eventarc audit-logs-provider method-names	0
eventarc audit-logs-provider method-names list	371
eventarc audit-logs-provider service-names	0
eventarc audit-logs-provider service-names list	385
eventarc channel-connections	0
eventarc channel-connections describe	468
eventarc channel-connections list	313
eventarc channels	0
eventarc channels describe	468
eventarc channels list	313
eventarc google-channels	0
eventarc google-channels describe	468
eventarc locations	0
eventarc locations list	385
eventarc providers	0
eventarc providers describe	468
eventarc providers list	270
eventarc triggers	0
eventarc triggers describe	468
eventarc triggers list	313
filestore	0
filestore backups	0
filestore backups describe	543
filestore backups list	361
filestore instances	0
filestore instances describe	493
filestore instances list	292
filestore instances snapshots	0
filestore instances snapshots describe	437
filestore instances snapshots list	242
filestore locations	0
filestore locations describe	0
filestore locations list	385
filestore operations	0
filestore operations describe	520
filestore operations list	317
filestore regions	0
filestore regions list	385
filestore zones	0
filestore zones list	385
firebase	0
firebase test	0
firebase test android	0
firebase test android list-device-capacities	380
firebase test android locales	0
firebase test android locales describe	0
firebase test android locales list	380
firebase test android models	0
firebase test android models describe	0
firebase test android models list	380
firebase test android versions	0
firebase test android versions describe	0
firebase test android versions list	380
firebase test ios	0
firebase test ios list-device-capacities	380
firebase test ios locales	0
firebase test ios locales describe	0
firebase test ios locales list	380
firebase test ios models	0
firebase test ios models describe	0
firebase test ios models list	380
firebase test ios versions	0
firebase test ios versions describe	0
firebase test ios versions list	380
firebase test network-profiles	0
firebase test network-profiles describe	0
firebase test network-profiles list	380
firestore	0
firestore backups	0
firestore backups describe	59
firestore backups list	313
firestore backups schedules	0
firestore backups schedules describe	50
firestore backups schedules list	149
firestore databases	0
firestore databases describe	144
firestore databases list	376
firestore fields	0
firestore fields ttls	0
firestore fields ttls list	114
firestore indexes	0
firestore indexes composite	0
firestore indexes composite describe	144
firestore indexes composite list	149
firestore indexes fields	0
firestore indexes fields describe	113
firestore indexes fields list	114
firestore locations	0
firestore locations list	385
firestore operations	0
firestore operations describe	144
firestore operations list	149
functions	0
functions describe	552
functions event-types	0
functions event-types list	422
functions get-iam-policy	361
functions list	366
functions logs	0
functions logs read	185
functions regions	0
functions regions list	221
functions runtimes	0
functions runtimes list	361
gemini	0
gemini code-repository-indexes	0
gemini code-repository-indexes describe	468
gemini code-repository-indexes list	313
gemini code-repository-indexes repository-groups	0
gemini code-repository-indexes repository-groups describe	110
gemini code-repository-indexes repository-groups get-iam-policy	108
gemini code-repository-indexes repository-groups list	109
gemini code-tools-settings	0
gemini code-tools-settings describe	468
gemini code-tools-settings list	313
gemini code-tools-settings setting-bindings	0
gemini code-tools-settings setting-bindings describe	112
gemini code-tools-settings setting-bindings list	111
gemini data-sharing-with-google-settings	0
gemini data-sharing-with-google-settings describe	468
gemini data-sharing-with-google-settings list	313
gemini data-sharing-with-google-settings setting-bindings	0
gemini data-sharing-with-google-settings setting-bindings describe	139
gemini data-sharing-with-google-settings setting-bindings list	138
gemini gemini-gcp-enablement-settings	0
gemini gemini-gcp-enablement-settings describe	468
gemini gemini-gcp-enablement-settings list	313
gemini gemini-gcp-enablement-settings setting-bindings	0
gemini gemini-gcp-enablement-settings setting-bindings describe	421
gemini gemini-gcp-enablement-settings setting-bindings list	220
gemini logging-settings	0
gemini logging-settings describe	468
gemini logging-settings list	313
gemini logging-settings setting-bindings	0
gemini logging-settings setting-bindings describe	469
gemini logging-settings setting-bindings list	266
gemini operations	0
gemini operations describe	468
gemini operations list	313
gemini release-channel-settings	0
gemini release-channel-settings describe	468
gemini release-channel-settings list	313
gemini release-channel-settings setting-bindings	0
gemini release-channel-settings setting-bindings describe	494
gemini release-channel-settings setting-bindings list	294
healthcare	0
healthcare consent-stores	0
healthcare consent-stores describe	158
healthcare consent-stores get-iam-policy	155
healthcare consent-stores list	156
healthcare datasets	0
healthcare datasets describe	468
healthcare datasets get-iam-policy	308
healthcare datasets list	313
healthcare dicom-stores	0
healthcare dicom-stores describe	158
healthcare dicom-stores export	0
healthcare dicom-stores get-iam-policy	155
healthcare dicom-stores import	0
healthcare dicom-stores list	156
healthcare fhir-stores	0
healthcare fhir-stores describe	158
healthcare fhir-stores export	0
healthcare fhir-stores get-iam-policy	155
healthcare fhir-stores import	0
healthcare fhir-stores list	156
healthcare hl7v2-stores	0
healthcare hl7v2-stores describe	158
healthcare hl7v2-stores export	0
healthcare hl7v2-stores get-iam-policy	155
healthcare hl7v2-stores import	0
healthcare hl7v2-stores list	156
healthcare operations	0
healthcare operations describe	158
healthcare operations list	156
help	380
iam	0
iam list-grantable-roles	400
iam list-testable-permissions	202
iam oauth-clients	0
iam oauth-clients credentials	0
iam oauth-clients credentials describe	478
iam oauth-clients credentials list	275
iam oauth-clients describe	468
iam oauth-clients list	305
iam policies	0
iam policies get	37
iam policies list	36
iam policy-bindings	0
iam policy-bindings describe	407
iam policy-bindings list	207
iam principal-access-boundary-policies	0
iam principal-access-boundary-policies describe	479
iam principal-access-boundary-policies list	279
iam roles	0
iam roles describe	532
iam roles list	339
iam service-accounts	0
iam service-accounts describe	0
iam service-accounts get-iam-policy	380
iam service-accounts keys	0
iam service-accounts keys list	133
iam service-accounts list	393
iam simulator	0
iam workforce-pools	0
iam workforce-pools describe	468
iam workforce-pools get-iam-policy	308
iam workforce-pools list	277
iam workforce-pools operations	0
iam workforce-pools operations describe	518
iam workforce-pools providers	0
iam workforce-pools providers describe	518
iam workforce-pools providers keys	0
iam workforce-pools providers keys describe	489
iam workforce-pools providers keys list	289
iam workforce-pools providers keys operations	0
iam workforce-pools providers keys operations describe	449
iam workforce-pools providers list	306
iam workforce-pools providers operations	0
iam workforce-pools providers operations describe	489
iam workforce-pools subjects	0
iam workforce-pools subjects operations	0
iam workforce-pools subjects operations describe	509
iam workload-identity-pools	0
iam workload-identity-pools describe	468
iam workload-identity-pools get-iam-policy	308
iam workload-identity-pools list	305
iam workload-identity-pools managed-identities	0
iam workload-identity-pools managed-identities describe	476
iam workload-identity-pools managed-identities list	271
iam workload-identity-pools managed-identities list-attestation-rules	129
iam workload-identity-pools managed-identities operations	0
iam workload-identity-pools managed-identities operations describe	470
iam workload-identity-pools namespaces	0
iam workload-identity-pools namespaces describe	519
iam workload-identity-pools namespaces list	307
iam workload-identity-pools namespaces operations	0
iam workload-identity-pools namespaces operations describe	476
iam workload-identity-pools operations	0
iam workload-identity-pools operations describe	519
iam workload-identity-pools providers	0
iam workload-identity-pools providers describe	519
iam workload-identity-pools providers keys	0
iam workload-identity-pools providers keys describe	490
iam workload-identity-pools providers keys list	290
iam workload-identity-pools providers keys operations	0
iam workload-identity-pools providers keys operations describe	450
iam workload-identity-pools providers list	307
iam workload-identity-pools providers operations	0
iam workload-identity-pools providers operations describe	490
iap	0
iap oauth-brands	0
iap oauth-brands describe	0
iap oauth-brands list	380
iap oauth-clients	0
iap oauth-clients describe	84
iap oauth-clients list	380
iap settings	0
iap settings get	411
iap tcp	0
iap tcp dest-groups	0
iap tcp dest-groups describe	543
iap tcp dest-groups get-iam-policy	173
iap tcp dest-groups list	357
iap web	0
iap web get-iam-policy	355
identity	0
identity groups	0
identity groups describe	0
identity groups memberships	0
identity groups memberships describe	429
identity groups memberships list	231
identity groups search	136
ids	0
ids endpoints	0
ids endpoints describe	566
ids endpoints list	385
immersive-stream	0
immersive-stream xr	0
immersive-stream xr contents	0
immersive-stream xr contents describe	468
immersive-stream xr contents list	313
immersive-stream xr instances	0
immersive-stream xr instances describe	468
immersive-stream xr instances list	313
immersive-stream xr operations	0
immersive-stream xr operations describe	468
immersive-stream xr operations list	313
info	19
infra-manager	0
infra-manager deployments	0
infra-manager deployments describe	468
infra-manager deployments list	313
infra-manager previews	0
infra-manager previews describe	468
infra-manager previews list	313
infra-manager resources	0
infra-manager resources describe	172
infra-manager resources list	168
infra-manager revisions	0
infra-manager revisions describe	171
infra-manager revisions list	169
infra-manager terraform-versions	0
infra-manager terraform-versions describe	468
infra-manager terraform-versions list	313
kms	0
kms autokey-config	0
kms autokey-config describe	405
kms ekm-config	0
kms ekm-config describe	468
kms ekm-config get-iam-policy	308
kms ekm-connections	0
kms ekm-connections describe	468
kms ekm-connections get-iam-policy	308
kms ekm-connections list	313
kms import-jobs	0
kms import-jobs describe	39
kms import-jobs get-iam-policy	257
kms import-jobs list	258
kms inventory	0
kms inventory list-keys	385
kms key-handles	0
kms key-handles describe	468
kms key-handles list	298
kms keyrings	0
kms keyrings describe	468
kms keyrings get-iam-policy	308
kms keyrings list	313
kms keys	0
kms keys describe	451
kms keys get-iam-policy	257
kms keys list	258
kms keys versions	0
kms keys versions describe	38
kms keys versions list	256
kms locations	0
kms locations list	385
logging	0
logging buckets	0
logging buckets describe	76
logging buckets list	70
logging links	0
logging links describe	65
logging links list	63
logging locations	0
logging locations describe	78
logging locations list	71
logging logs	0
logging logs list	85
logging metrics	0
logging metrics describe	0
logging metrics list	392
logging operations	0
logging operations describe	76
logging operations list	75
logging read	64
logging resource-descriptors	0
logging resource-descriptors list	392
logging scopes	0
logging scopes describe	409
logging scopes list	216
logging settings	0
logging settings describe	78
logging sinks	0
logging sinks describe	78
logging sinks list	72
logging views	0
logging views describe	65
logging views get-iam-policy	65
logging views list	63
looker	0
looker backups	0
looker backups describe	441
looker backups list	244
looker instances	0
looker instances describe	543
looker instances list	361
looker operations	0
looker operations describe	543
looker operations list	361
looker regions	0
looker regions list	385
lustre	0
lustre instances	0
lustre instances describe	468
lustre instances list	313
lustre operations	0
lustre operations describe	468
lustre operations list	313
managed-kafka	0
managed-kafka acls	0
managed-kafka acls describe	103
managed-kafka acls list	319
managed-kafka clusters	0
managed-kafka clusters describe	468
managed-kafka clusters list	308
managed-kafka consumer-groups	0
managed-kafka consumer-groups describe	103
managed-kafka consumer-groups list	308
managed-kafka operations	0
managed-kafka operations describe	468
managed-kafka operations list	308
managed-kafka topics	0
managed-kafka topics describe	103
managed-kafka topics list	308
memcache	0
memcache instances	0
memcache instances describe	543
memcache instances list	361
memcache operations	0
memcache operations describe	543
memcache operations list	361
memcache regions	0
memcache regions describe	0
memcache regions list	385
memorystore	0
memorystore backup-collections	0
memorystore backup-collections backups	0
memorystore backup-collections backups describe	45
memorystore backup-collections backups list	43
memorystore backup-collections describe	468
memorystore backup-collections list	313
memorystore instances	0
memorystore instances describe	468
memorystore instances list	313
memorystore locations	0
memorystore locations describe	0
memorystore locations list	385
memorystore operations	0
memorystore operations describe	468
memorystore operations list	313
metastore	0
metastore federations	0
metastore federations describe	468
metastore federations get-iam-policy	308
metastore federations list	313
metastore locations	0
metastore locations describe	0
metastore locations list	385
metastore operations	0
metastore operations describe	468
metastore operations list	313
metastore services	0
metastore services backups	0
metastore services backups describe	505
metastore services backups get-iam-policy	303
metastore services backups list	304
metastore services describe	468
metastore services export	0
metastore services get-iam-policy	308
metastore services import	0
metastore services list	313
migration	0
migration vms	0
migration vms image-imports	0
migration vms image-imports describe	468
migration vms image-imports list	313
migration vms machine-image-imports	0
migration vms machine-image-imports describe	468
migration vms machine-image-imports list	313
migration vms target-projects	0
migration vms target-projects list	385
ml	0
ml language	0
ml speech	0
ml speech operations	0
ml speech operations describe	0
ml video	0
ml video operations	0
ml video operations describe	468
ml vision	0
ml-engine	0
ml-engine jobs	0
ml-engine jobs describe	562
ml-engine jobs list	385
ml-engine jobs submit	0
ml-engine local	0
ml-engine models	0
ml-engine models describe	543
ml-engine models get-iam-policy	357
ml-engine models list	361
ml-engine operations	0
ml-engine operations describe	543
ml-engine operations list	361
ml-engine versions	0
ml-engine versions describe	526
ml-engine versions list	325
model-armor	0
model-armor floorsettings	0
model-armor floorsettings describe	416
model-armor templates	0
model-armor templates describe	468
model-armor templates list	313
monitoring	0
monitoring dashboards	0
monitoring dashboards describe	0
monitoring dashboards list	385
monitoring snoozes	0
monitoring snoozes describe	0
monitoring snoozes list	385
monitoring uptime	0
monitoring uptime describe	0
monitoring uptime list-configs	385
monitoring uptime list-ips	385
netapp	0
netapp active-directories	0
netapp active-directories describe	468
netapp active-directories list	313
netapp backup-policies	0
netapp backup-policies describe	468
netapp backup-policies list	313
netapp backup-vaults	0
netapp backup-vaults backups	0
netapp backup-vaults backups describe	54
netapp backup-vaults backups list	53
netapp backup-vaults describe	468
netapp backup-vaults list	313
netapp kms-configs	0
netapp kms-configs describe	468
netapp kms-configs list	313
netapp locations	0
netapp locations describe	0
netapp locations list	385
netapp operations	0
netapp operations describe	468
netapp operations list	313
netapp storage-pools	0
netapp storage-pools describe	468
netapp storage-pools list	313
netapp volumes	0
netapp volumes describe	468
netapp volumes list	313
netapp volumes quota-rules	0
netapp volumes quota-rules describe	515
netapp volumes quota-rules list	315
netapp volumes replications	0
netapp volumes replications describe	515
netapp volumes replications list	315
netapp volumes snapshots	0
netapp volumes snapshots describe	515
netapp volumes snapshots list	315
network-connectivity	0
network-connectivity hubs	0
network-connectivity hubs describe	0
network-connectivity hubs get-iam-policy	380
network-connectivity hubs groups	0
network-connectivity hubs groups describe	432
network-connectivity hubs groups get-iam-policy	234
network-connectivity hubs groups list	234
network-connectivity hubs list	380
network-connectivity hubs list-spokes	382
network-connectivity hubs route-tables	0
network-connectivity hubs route-tables describe	432
network-connectivity hubs route-tables list	234
network-connectivity hubs route-tables routes	0
network-connectivity hubs route-tables routes describe	433
network-connectivity hubs route-tables routes list	184
network-connectivity internal-ranges	0
network-connectivity internal-ranges describe	543
network-connectivity internal-ranges list	357
network-connectivity locations	0
network-connectivity locations describe	0
network-connectivity locations list	380
network-connectivity operations	0
network-connectivity operations describe	543
network-connectivity operations list	357
network-connectivity policy-based-routes	0
network-connectivity policy-based-routes describe	0
network-connectivity policy-based-routes list	380
network-connectivity regional-endpoints	0
network-connectivity regional-endpoints describe	543
network-connectivity regional-endpoints list	357
network-connectivity service-connection-policies	0
network-connectivity service-connection-policies describe	543
network-connectivity service-connection-policies list	357
network-connectivity spokes	0
network-connectivity spokes describe	425
network-connectivity spokes linked-interconnect-attachments	0
network-connectivity spokes linked-producer-vpc-network	0
network-connectivity spokes linked-router-appliances	0
network-connectivity spokes linked-vpc-network	0
network-connectivity spokes linked-vpn-tunnels	0
network-connectivity spokes list	227
network-management	0
network-management connectivity-tests	0
network-management connectivity-tests describe	0
network-management connectivity-tests list	380
network-management operations	0
network-management operations describe	0
network-management operations list	380
network-management vpc-flow-logs-configs	0
network-management vpc-flow-logs-configs describe	468
network-management vpc-flow-logs-configs list	313
network-security	0
network-security address-groups	0
network-security address-groups describe	468
network-security address-groups list	313
network-security address-groups list-references	313
network-security authorization-policies	0
network-security authorization-policies list	313
network-security backend-authentication-configs	0
network-security backend-authentication-configs describe	468
network-security backend-authentication-configs list	313
network-security client-tls-policies	0
network-security client-tls-policies list	313
network-security firewall-endpoint-associations	0
network-security firewall-endpoint-associations describe	566
network-security firewall-endpoint-associations list	387
network-security firewall-endpoints	0
network-security firewall-endpoints describe	538
network-security firewall-endpoints list	338
network-security gateway-security-policies	0
network-security gateway-security-policies list	313
network-security gateway-security-policies rules	0
network-security gateway-security-policies rules list	218
network-security intercept-deployment-groups	0
network-security intercept-deployment-groups describe	468
network-security intercept-deployment-groups list	313
network-security intercept-deployments	0
network-security intercept-deployments describe	468
network-security intercept-deployments list	313
network-security intercept-endpoint-group-associations	0
network-security intercept-endpoint-group-associations describe	468
network-security intercept-endpoint-group-associations list	313
network-security intercept-endpoint-groups	0
network-security intercept-endpoint-groups describe	468
network-security intercept-endpoint-groups list	313
network-security mirroring-deployment-groups	0
network-security mirroring-deployment-groups describe	468
network-security mirroring-deployment-groups list	313
network-security mirroring-deployments	0
network-security mirroring-deployments describe	468
network-security mirroring-deployments list	313
network-security mirroring-endpoint-group-associations	0
network-security mirroring-endpoint-group-associations describe	468
network-security mirroring-endpoint-group-associations list	313
network-security mirroring-endpoint-groups	0
network-security mirroring-endpoint-groups describe	468
network-security mirroring-endpoint-groups list	313
network-security org-address-groups	0
network-security org-address-groups describe	479
network-security org-address-groups list	279
network-security org-address-groups list-references	279
network-security security-profile-groups	0
network-security security-profile-groups describe	479
network-security security-profile-groups list	279
network-security security-profiles	0
network-security security-profiles custom-intercept	0
network-security security-profiles custom-intercept describe	479
network-security security-profiles custom-intercept list	279
network-security security-profiles custom-mirroring	0
network-security security-profiles custom-mirroring describe	479
network-security security-profiles custom-mirroring list	279
network-security security-profiles threat-prevention	0
network-security security-profiles threat-prevention list	279
network-security security-profiles threat-prevention list-overrides	479
network-security server-tls-policies	0
network-security server-tls-policies describe	468
network-security server-tls-policies list	313
network-security tls-inspection-policies	0
network-security tls-inspection-policies list	313
network-security url-lists	0
network-security url-lists list	313
network-services	0
network-services endpoint-policies	0
network-services endpoint-policies describe	468
network-services endpoint-policies list	313
network-services gateways	0
network-services gateways describe	468
network-services gateways list	313
network-services grpc-routes	0
network-services grpc-routes describe	468
network-services grpc-routes list	313
network-services http-routes	0
network-services http-routes describe	468
network-services http-routes list	313
network-services meshes	0
network-services meshes describe	468
network-services meshes list	313
network-services operations	0
network-services operations describe	468
network-services operations list	313
network-services route-views	0
network-services route-views describe	420
network-services route-views list	419
network-services service-bindings	0
network-services service-bindings describe	468
network-services service-bindings list	313
network-services service-lb-policies	0
network-services service-lb-policies describe	468
network-services service-lb-policies list	313
network-services tcp-routes	0
network-services tcp-routes describe	468
network-services tcp-routes list	313
network-services tls-routes	0
network-services tls-routes describe	468
network-services tls-routes list	313
notebooks	0
notebooks environments	0
notebooks environments describe	468
notebooks environments list	313
notebooks instances	0
notebooks instances describe	468
notebooks instances get-iam-policy	308
notebooks instances list	313
notebooks locations	0
notebooks locations list	385
notebooks runtimes	0
notebooks runtimes describe	468
notebooks runtimes list	313
observability	0
observability scopes	0
observability scopes describe	468
oracle-database	0
oracle-database autonomous-database-backups	0
oracle-database autonomous-database-backups list	313
oracle-database autonomous-database-character-sets	0
oracle-database autonomous-database-character-sets list	313
oracle-database autonomous-databases	0
oracle-database autonomous-databases describe	468
oracle-database autonomous-databases list	313
oracle-database autonomous-db-versions	0
oracle-database autonomous-db-versions list	313
oracle-database cloud-exadata-infrastructures	0
oracle-database cloud-exadata-infrastructures db-servers	0
oracle-database cloud-exadata-infrastructures db-servers list	90
oracle-database cloud-exadata-infrastructures describe	468
oracle-database cloud-exadata-infrastructures list	313
oracle-database cloud-vm-clusters	0
oracle-database cloud-vm-clusters db-nodes	0
oracle-database cloud-vm-clusters db-nodes list	91
oracle-database cloud-vm-clusters describe	468
oracle-database cloud-vm-clusters list	313
oracle-database db-system-shapes	0
oracle-database db-system-shapes list	313
oracle-database entitlements	0
oracle-database entitlements list	313
oracle-database gi-versions	0
oracle-database gi-versions list	313
oracle-database operations	0
oracle-database operations describe	468
oracle-database operations list	313
org-policies	0
org-policies describe	183
org-policies describe-custom-constraint	532
org-policies list	213
org-policies list-custom-constraints	337
organizations	0
organizations describe	0
organizations get-iam-policy	380
organizations list	385
pam	0
pam entitlements	0
pam entitlements describe	407
pam entitlements list	206
pam entitlements search	86
pam grants	0
pam grants describe	188
pam grants list	187
pam grants search	87
pam operations	0
pam operations describe	407
pam operations list	206
parametermanager	0
parametermanager parameters	0
parametermanager parameters describe	468
parametermanager parameters list	313
parametermanager parameters versions	0
parametermanager parameters versions describe	484
parametermanager parameters versions list	284
policy-intelligence	0
policy-intelligence troubleshoot-policy	0
policy-troubleshoot	0
preview	0
preview config	0
preview config configurations	0
preview config configurations describe	14
preview config configurations list	392
preview config get	0
preview config list	17
preview help	380
privateca	0
privateca certificates	0
privateca certificates describe	445
privateca certificates list	252
privateca locations	0
privateca locations list	385
privateca pools	0
privateca pools describe	468
privateca pools get-iam-policy	308
privateca pools list	313
privateca roots	0
privateca roots describe	485
privateca roots list	461
privateca subordinates	0
privateca subordinates describe	485
privateca subordinates list	461
privateca templates	0
privateca templates describe	468
privateca templates get-iam-policy	308
privateca templates list	313
projects	0
projects describe	0
projects get-ancestors	0
projects get-ancestors-iam-policy	239
projects get-iam-policy	380
projects list	385
publicca	0
publicca external-account-keys	0
pubsub	0
pubsub lite-operations	0
pubsub lite-operations describe	468
pubsub lite-operations list	181
pubsub lite-reservations	0
pubsub lite-reservations describe	468
pubsub lite-reservations list	308
pubsub lite-reservations list-topics	308
pubsub lite-subscriptions	0
pubsub lite-subscriptions describe	468
pubsub lite-subscriptions list	308
pubsub lite-topics	0
pubsub lite-topics describe	468
pubsub lite-topics list	308
pubsub lite-topics list-subscriptions	308
pubsub message-transforms	0
pubsub schemas	0
pubsub schemas describe	0
pubsub schemas list	386
pubsub schemas list-revisions	386
pubsub snapshots	0
pubsub snapshots describe	0
pubsub snapshots list	385
pubsub subscriptions	0
pubsub subscriptions describe	0
pubsub subscriptions get-iam-policy	380
pubsub subscriptions list	385
pubsub topics	0
pubsub topics describe	0
pubsub topics get-iam-policy	380
pubsub topics list	385
pubsub topics list-subscriptions	385
recaptcha	0
recaptcha firewall-policies	0
recaptcha firewall-policies describe	0
recaptcha firewall-policies list	385
recaptcha keys	0
recaptcha keys describe	0
recaptcha keys list	385
recaptcha keys list-ip-overrides	380
recommender	0
recommender insight-type-config	0
recommender insight-type-config describe	79
recommender insights	0
recommender insights describe	74
recommender insights list	67
recommender recommendations	0
recommender recommendations describe	77
recommender recommendations list	69
recommender recommender-config	0
recommender recommender-config describe	79
redis	0
redis clusters	0
redis clusters backup-collections	0
redis clusters backup-collections describe	543
redis clusters backup-collections list	361
redis clusters backups	0
redis clusters backups describe	46
redis clusters backups list	44
redis clusters describe	543
redis clusters list	361
redis instances	0
redis instances describe	543
redis instances list	361
redis operations	0
redis operations describe	543
redis operations list	361
redis regions	0
redis regions describe	0
redis regions list	385
redis zones	0
redis zones list	357
resource-manager	0
resource-manager folders	0
resource-manager folders describe	0
resource-manager folders get-ancestors-iam-policy	239
resource-manager folders get-iam-policy	380
resource-manager folders list	216
resource-manager org-policies	0
resource-manager org-policies describe	183
resource-manager org-policies list	213
resource-manager tags	0
resource-manager tags bindings	0
resource-manager tags bindings list	182
resource-manager tags holds	0
resource-manager tags holds list	233
resource-manager tags keys	0
resource-manager tags keys describe	0
resource-manager tags keys get-iam-policy	0
resource-manager tags keys list	341
resource-manager tags values	0
resource-manager tags values describe	0
resource-manager tags values get-iam-policy	0
resource-manager tags values list	341
run	0
run domain-mappings	0
run domain-mappings describe	179
run domain-mappings list	385
run jobs	543
run jobs describe	543
run jobs executions	543
run jobs executions describe	543
run jobs executions list	255
run jobs executions tasks	543
run jobs executions tasks describe	543
run jobs executions tasks list	1
run jobs get-iam-policy	357
run jobs list	361
run jobs logs	543
run jobs logs read	414
run regions	0
run regions list	385
run revisions	543
run revisions describe	529
run revisions list	356
run services	543
run services describe	529
run services get-iam-policy	357
run services list	361
run services logs	543
run services logs read	414
scc	0
scc assets	0
scc assets describe	31
scc assets list	118
scc assets list-marks	334
scc bqexports	0
scc bqexports get	407
scc bqexports list	206
scc custom-modules	0
scc custom-modules sha	0
scc custom-modules sha get	409
scc custom-modules sha list	214
scc custom-modules sha list-descendant	214
scc custom-modules sha list-effective	214
scc findings	0
scc findings list	117
scc findings list-marks	205
scc iac-validation-reports	0
scc iac-validation-reports describe	479
scc iac-validation-reports list	278
scc manage	0
scc manage custom-modules	0
scc manage custom-modules etd	0
scc manage custom-modules etd describe	410
scc manage custom-modules etd describe-effective	410
scc manage custom-modules etd list	208
scc manage custom-modules etd list-descendant	208
scc manage custom-modules etd list-effective	208
scc manage custom-modules sha	0
scc manage custom-modules sha describe	410
scc manage custom-modules sha describe-effective	410
scc manage custom-modules sha list	208
scc manage custom-modules sha list-descendant	208
scc manage custom-modules sha list-effective	208
scc manage services	0
scc manage services describe	201
scc manage services list	208
scc muteconfigs	0
scc muteconfigs get	407
scc muteconfigs list	206
scc notifications	0
scc notifications describe	407
scc notifications list	206
scc operations	0
scc operations describe	532
scc posture-deployments	0
scc posture-deployments describe	479
scc posture-deployments list	278
scc posture-operations	0
scc posture-operations describe	0
scc posture-templates	0
scc posture-templates describe	480
scc posture-templates list	380
scc postures	0
scc postures describe	480
scc postures list	278
scc postures list-revisions	278
scc sources	0
scc sources describe	561
scheduler	0
scheduler jobs	0
scheduler jobs create	0
scheduler jobs describe	468
scheduler jobs list	313
scheduler jobs update	0
scheduler locations	0
scheduler locations describe	0
scheduler locations list	385
secrets	0
secrets describe	468
secrets get-iam-policy	308
secrets list	313
secrets locations	0
secrets locations describe	0
secrets locations list	385
secrets replication	0
secrets replication get	0
secrets versions	0
secrets versions describe	504
secrets versions list	313
service-directory	0
service-directory endpoints	0
service-directory endpoints describe	475
service-directory endpoints list	396
service-directory locations	0
service-directory locations describe	0
service-directory locations list	0
service-directory namespaces	0
service-directory namespaces describe	468
service-directory namespaces get-iam-policy	308
service-directory namespaces list	398
service-directory services	0
service-directory services describe	474
service-directory services get-iam-policy	272
service-directory services list	397
service-extensions	0
service-extensions lb-route-extensions	0
service-extensions lb-route-extensions describe	468
service-extensions lb-route-extensions list	313
service-extensions lb-traffic-extensions	0
service-extensions lb-traffic-extensions describe	468
service-extensions lb-traffic-extensions list	313
services	0
services api-keys	0
services api-keys describe	468
services api-keys list	376
services api-keys lookup	0
services list	40
services operations	0
services operations describe	418
services peered-dns-domains	0
services peered-dns-domains list	531
services vpc-peerings	0
services vpc-peerings list	531
services vpc-peerings operations	0
services vpc-peerings operations describe	527
source	0
source project-configs	0
source project-configs describe	0
source repos	0
source repos describe	0
source repos get-iam-policy	380
source repos list	380
spanner	0
spanner backup-schedules	0
spanner backup-schedules describe	150
spanner backup-schedules get-iam-policy	146
spanner backup-schedules list	147
spanner backups	0
spanner backups describe	436
spanner backups get-iam-policy	245
spanner backups list	146
spanner databases	0
spanner databases ddl	0
spanner databases ddl describe	240
spanner databases describe	436
spanner databases get-iam-policy	245
spanner databases list	248
spanner databases roles	0
spanner databases roles list	147
spanner databases sessions	0
spanner databases sessions list	145
spanner databases splits	0
spanner databases splits list	245
spanner instance-configs	0
spanner instance-configs describe	0
spanner instance-configs list	385
spanner instance-partitions	0
spanner instance-partitions describe	436
spanner instance-partitions list	439
spanner instances	0
spanner instances describe	0
spanner instances get-iam-policy	380
spanner instances list	385
spanner operations	0
spanner operations describe	58
spanner operations list	57
spanner rows	0
spanner samples	0
spanner samples list	385
sql	0
sql backups	0
sql backups describe	436
sql backups list	248
sql databases	0
sql databases describe	436
sql databases list	248
sql export	0
sql flags	0
sql flags list	143
sql import	0
sql instances	0
sql instances describe	0
sql instances list	377
sql operations	0
sql operations describe	0
sql operations list	248
sql ssl	0
sql ssl client-certs	0
sql ssl client-certs describe	436
sql ssl client-certs list	248
sql ssl server-ca-certs	0
sql ssl server-ca-certs list	248
sql ssl server-certs	0
sql ssl server-certs list	248
sql ssl-certs	0
sql ssl-certs describe	436
sql ssl-certs list	248
sql tiers	0
sql tiers list	378
sql users	0
sql users describe	431
sql users list	248
storage	0
storage batch-operations	0
storage batch-operations jobs	0
storage batch-operations jobs describe	0
storage batch-operations jobs list	380
storage buckets	0
storage buckets anywhere-caches	0
storage buckets anywhere-caches describe	542
storage buckets anywhere-caches list	347
storage buckets describe	10
storage buckets get-iam-policy	0
storage buckets list	9
storage buckets notifications	0
storage buckets notifications describe	0
storage buckets notifications list	385
storage cat	4
storage du	3
storage folders	0
storage folders describe	10
storage folders list	9
storage hash	7
storage hmac	0
storage hmac describe	0
storage hmac list	15
storage insights	0
storage insights inventory-reports	0
storage insights inventory-reports describe	468
storage insights inventory-reports details	0
storage insights inventory-reports details describe	495
storage insights inventory-reports details list	313
storage insights inventory-reports list	309
storage ls	2
storage managed-folders	0
storage managed-folders describe	10
storage managed-folders get-iam-policy	0
storage managed-folders list	9
storage objects	0
storage objects describe	6
storage objects list	5
storage operations	0
storage operations describe	0
storage operations list	391
tasks	0
tasks cmek-config	0
tasks cmek-config describe	468
tasks describe	491
tasks list	291
tasks locations	0
tasks locations describe	0
tasks locations list	385
tasks queues	0
tasks queues describe	468
tasks queues get-iam-policy	308
tasks queues list	313
telco-automation	0
telco-automation operations	0
telco-automation operations describe	468
telco-automation orchestration-cluster	0
telco-automation orchestration-cluster describe	468
telco-automation orchestration-cluster list	313
topic	0
transcoder	0
transcoder jobs	0
transcoder jobs describe	468
transcoder jobs list	313
transcoder templates	0
transcoder templates describe	468
transcoder templates list	313
transfer	0
transfer agent-pools	0
transfer agent-pools describe	0
transfer agent-pools list	464
transfer agents	0
transfer jobs	0
transfer jobs describe	0
transfer jobs list	199
transfer operations	0
transfer operations describe	0
transfer operations list	200
version	0
vmware	0
vmware dns-bind-permission	0
vmware dns-bind-permission describe	0
vmware locations	0
vmware locations list	385
vmware network-peerings	0
vmware network-peerings describe	468
vmware network-peerings list	313
vmware network-peerings routes	0
vmware network-peerings routes list	273
vmware network-policies	0
vmware network-policies describe	468
vmware network-policies external-access-rules	0
vmware network-policies external-access-rules describe	477
vmware network-policies external-access-rules list	274
vmware network-policies list	313
vmware networks	0
vmware networks describe	468
vmware networks list	313
vmware node-types	0
vmware node-types describe	468
vmware node-types list	313
vmware operations	0
vmware operations describe	468
vmware operations list	313
vmware private-clouds	0
vmware private-clouds clusters	0
vmware private-clouds clusters describe	486
vmware private-clouds clusters list	285
vmware private-clouds clusters nodes	0
vmware private-clouds clusters nodes describe	104
vmware private-clouds clusters nodes list	96
vmware private-clouds describe	468
vmware private-clouds dns-forwarding	0
vmware private-clouds dns-forwarding describe	486
vmware private-clouds external-addresses	0
vmware private-clouds external-addresses describe	486
vmware private-clouds external-addresses list	285
vmware private-clouds hcx	0
vmware private-clouds hcx activationkeys	0
vmware private-clouds hcx activationkeys describe	486
vmware private-clouds hcx activationkeys list	285
vmware private-clouds list	313
vmware private-clouds logging-servers	0
vmware private-clouds logging-servers describe	486
vmware private-clouds logging-servers list	285
vmware private-clouds management-dns-zone-bindings	0
vmware private-clouds management-dns-zone-bindings describe	486
vmware private-clouds management-dns-zone-bindings list	285
vmware private-clouds nsx	0
vmware private-clouds nsx credentials	0
vmware private-clouds nsx credentials describe	486
vmware private-clouds subnets	0
vmware private-clouds subnets describe	486
vmware private-clouds subnets list	285
vmware private-clouds vcenter	0
vmware private-clouds vcenter credentials	0
vmware private-clouds vcenter credentials describe	486
vmware private-connections	0
vmware private-connections describe	468
vmware private-connections list	313
vmware private-connections routes	0
vmware private-connections routes list	286
workbench	0
workbench instances	0
workbench instances describe	468
workbench instances get-iam-policy	308
workbench instances list	313
workflows	0
workflows describe	502
workflows executions	0
workflows executions describe	517
workflows executions describe-last	0
workflows executions list	313
workflows list	313
workspace-add-ons	0
workspace-add-ons deployments	0
workspace-add-ons deployments describe	0
workspace-add-ons deployments list	385
workstations	0
workstations clusters	0
workstations clusters describe	543
workstations clusters list	357
workstations configs	0
workstations configs describe	106
workstations configs get-iam-policy	99
workstations configs list	99
workstations describe	93
workstations get-iam-policy	92
workstations list	92
workstations list-usable	92
"""
COMMANDS: dict[str, str] = {
    path: SPECS[int(number)]
    for path, _, number in (line.partition("\t") for line in _TABLE.splitlines())
}
MODE: dict[str, str] = {
}
# fmt: on
